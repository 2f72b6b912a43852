// The catalogue's icons now live with the others in ../icons; this re-export only keeps imports
// made before the move working. Import from components/icons; delete this file once none is left.
export { CameraIcon, ExternalLinkIcon, ImageIcon, ReassignIcon, ScanIcon, SparklesIcon, TagIcon, UnlinkIcon } from "../icons";
