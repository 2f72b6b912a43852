import type { PositionDto } from "@contract/positions";
import { PositionFormDialog } from "../form/position-form-dialog";
import { useRevalidatePositions } from "../api/use-positions";

/** Edit from the queue: the positions form shared with the company screens; the queue reloads after a save. */
export function EditPositionDialog({ open, position, onClose }: { open: boolean; position: PositionDto | null; onClose: () => void }) {
  const revalidate = useRevalidatePositions();
  if (!position) return null;
  return (
    <PositionFormDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      position={position}
      onSaved={() => {
        onClose();
        void revalidate();
      }}
    />
  );
}
