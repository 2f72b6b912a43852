// The bench's data set, written straight into the local D1 SQLite file (through the API it would
// take hours): the seed:demo generator at scale, with every derived column the Worker writes
// computed by the Worker's own helpers (contract fold, positionGroupKey/positionSearchText,
// searchTextOf/titleFoldedOf, nameFoldedOf), the FTS tables filled by the statements of
// migrations 0006/0008/0017, and the report and author counters summed from the rows.
//
// Speed: indexes and the search triggers are dropped during the load and recreated from their own
// SQL afterwards (one sort per index instead of a million B-tree inserts each).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ARTICLE_OBJECT,
  BOOK_HEAD,
  BOOK_TAIL,
  MAGAZINES,
  PUBLISHERS,
  SURNAMES,
  WEB,
  WEB_TITLE,
  type Rnd,
  articleTitle,
  authorDetails,
  authorName,
  bookTitle,
  isbnSource,
  issn,
  nip,
  prng,
  slug,
} from "../demo-data.ts";
import { applyMigrations, baseEnv, root } from "../lib.ts";
import type { PositionPublicationDto } from "../../contract/positions.ts";
import type { StoredAuthor } from "../../worker/src/modules/positions/positions.rules.ts";

// demo-data.ts taught Node to load the contract and Worker modules.
const { DatabaseSync } = await import("node:sqlite");
const { positionGroupKey, positionSearchText } = await import("../../contract/positions.ts");
const { searchTextOf, titleFoldedOf } = await import("../../worker/src/modules/publications/publications.search.ts");
const { nameFoldedOf } = await import("../../worker/src/modules/authors/authors.rules.ts");

/** Bump when the generated data changes, so cached databases are rebuilt. */
export const SEED_VERSION = 2;

export const SIZE = {
  positions: 1_000_000,
  publications: 200_000,
  authors: 100_000,
  companies: 250,
  /** Reports for every quarter of these years, for every company. */
  firstYear: 2017,
  lastYear: 2025,
};
/** Reported positions: about this many per report (±50 %); the rest of SIZE.positions stays unreported. */
const PER_REPORT = 100;

/** The companies the bench uses by index: [0] as the Manager's, [1] and [2] for the imports. */
export type SeedInfo = {
  version: number;
  seconds: number;
  companies: { id: string; name: string }[];
  counts: Record<string, number>;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function uuid7(ms: number, rnd: Rnd): string {
  const hex = ms.toString(16).padStart(12, "0");
  const r = () => Math.floor(rnd.next() * 0x10000).toString(16).padStart(4, "0");
  const variant = (0x8000 | Math.floor(rnd.next() * 0x4000)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${r().slice(1)}-${variant}-${r()}${r()}${r()}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The database file of the D1 binding inside a state dir (miniflare names it by a hash). */
export function d1File(stateDir: string): string {
  const dir = join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

/** The cache key: the seed version and every migration, so a new migration reseeds. */
export function seedKey(): string {
  const hash = createHash("sha256").update(String(SEED_VERSION));
  const dir = join(root, "migrations");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return `v${SEED_VERSION}-${hash.digest("hex").slice(0, 12)}`;
}

/**
 * A state dir holding the seeded database: the cached one under cacheRoot when it exists,
 * otherwise a fresh one (migrations applied by wrangler, then seeded).
 */
export async function ensureSeeded(cacheRoot: string, log: (s: string) => void): Promise<{ stateDir: string; info: SeedInfo; cached: boolean }> {
  const stateDir = join(cacheRoot, `seed-${seedKey()}`);
  const infoFile = join(stateDir, "seed-info.json");
  if (existsSync(infoFile)) return { stateDir, info: JSON.parse(readFileSync(infoFile, "utf8")) as SeedInfo, cached: true };
  const building = `${stateDir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  log(`Seeding a new database (${seedKey()}) into ${stateDir} …`);
  await applyMigrations(building, baseEnv({ STATE_DIR: building }));
  const started = Date.now();
  const info = seed(d1File(building), log);
  info.seconds = (Date.now() - started) / 1000;
  writeFileSync(join(building, "seed-info.json"), JSON.stringify(info, null, 2));
  // Drop older seeds: each is a couple of GB.
  for (const old of readdirSync(cacheRoot).filter((f) => f.startsWith("seed-") && join(cacheRoot, f) !== building)) rmSync(join(cacheRoot, old), { recursive: true, force: true });
  renameSync(building, stateDir);
  return { stateDir, info, cached: false };
}

// ---------------------------------------------------------------------------------------------

/** A catalogue publication as positions copy it, with its authors. */
type Pub = PositionPublicationDto & { id: string; authors: StoredAuthor[] };

function seed(file: string, log: (s: string) => void): SeedInfo {
  const rnd = prng(20_261_122 + SEED_VERSION);
  const isbn = isbnSource(rnd, false);
  const db = new DatabaseSync(file);
  db.exec("PRAGMA foreign_keys = OFF; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -400000; PRAGMA temp_store = MEMORY;");
  const counts: Record<string, number> = {};
  let t = Date.now();
  const step = (what: string) => {
    log(`  ${what.padEnd(44)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
  };

  // Indexes and triggers of the tables we fill go, and come back from their own SQL at the end.
  const tables = ["companies", "authors", "publications", "publication_authors", "reports", "positions"];
  const list = `(${tables.map((n) => `'${n}'`).join(", ")})`;
  const saved = db
    .prepare(`SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name IN ${list} AND sql IS NOT NULL`)
    .all() as { type: string; name: string; sql: string }[];
  for (const item of saved) db.exec(`DROP ${item.type.toUpperCase()} "${item.name}"`);
  db.exec("BEGIN");

  // Companies, all Active.
  const companies: { id: string; name: string }[] = [];
  const insCompany = db.prepare(
    "INSERT INTO companies (id, name, status, max_users, tax_id, country, city, postal_code, street, home_number, created_on, updated_on) VALUES (?, ?, 'Active', 10, ?, 'PL', ?, ?, ?, ?, ?, ?)",
  );
  const KINDS = ["Wydawnictwo", "Oficyna Wydawnicza", "Drukarnia", "Księgarnia", "Instytut Wydawniczy", "Dom Wydawniczy"];
  const CITIES = ["Kraków", "Warszawa", "Gdańsk", "Poznań", "Łódź", "Wrocław", "Lublin", "Białystok", "Toruń", "Rzeszów", "Katowice", "Szczecin"];
  const t0 = Date.UTC(SIZE.firstYear - 1, 6, 1);
  for (let i = 0; i < SIZE.companies; i++) {
    const [surname] = rnd.pick(SURNAMES);
    const name = `${rnd.pick(KINDS)} ${surname} ${i + 1}`;
    const id = uuid7(t0 + i * HOUR, rnd);
    const created = iso(t0 + i * HOUR);
    insCompany.run(id, name, nip(String(100_000_000 + i * 3_571_113).slice(0, 9)), rnd.pick(CITIES), `${rnd.int(10, 99)}-${rnd.int(100, 999)}`, "ul. Długa", String(rnd.int(1, 120)), created, created);
    companies.push({ id, name });
  }
  counts.companies = companies.length;
  step("companies");

  // Authors.
  const authors: { id: string; firstName: string; middleName: string | null; lastName: string; nameFolded: string }[] = [];
  const insAuthor = db.prepare(
    "INSERT INTO authors (id, first_name, middle_name, last_name, birth_date, gender, name_folded, publication_count, created_on, updated_on) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
  );
  const span = Date.UTC(2026, 9, 1) - t0;
  for (let i = 0; i < SIZE.authors; i++) {
    const a = authorDetails(rnd, authorName(rnd));
    const ms = t0 + Math.floor((i / SIZE.authors) * span);
    const row = { id: uuid7(ms, rnd), firstName: a.firstName, middleName: a.middleName ?? null, lastName: a.lastName, nameFolded: "" };
    row.nameFolded = nameFoldedOf(row);
    insAuthor.run(row.id, row.firstName, row.middleName, row.lastName, a.birthDate ?? null, a.gender, row.nameFolded, iso(ms), iso(ms));
    authors.push(row);
  }
  counts.authors = authors.length;
  step("authors");

  // Publications with their author links.
  const pubs: Pub[] = [];
  const insPub = db.prepare(
    `INSERT INTO publications (id, type, title, publisher, link, publication_year, edition_number, isbn, issn, article_title, article_doi, magazine_title,
       is_verified, title_folded, search_text, search_id, created_on, updated_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insLink = db.prepare("INSERT INTO publication_authors (publication_id, author_id, type, source, created_on) VALUES (?, ?, ?, ?, ?)");
  const AUTHOR_ROLES = ["A", "A", "A", "A", "T", "R", "P"] as const;
  let links = 0;
  for (let i = 0; i < SIZE.publications; i++) {
    const roll = rnd.next();
    const year = rnd.int(1995, 2025);
    const base = { title: null, publisher: null, link: null, isbn: null, issn: null, articleTitle: null, articleDoi: null, magazineTitle: null, editionNumber: null };
    let p: Omit<Pub, "id" | "authors">;
    if (roll < 0.6) {
      p = { ...base, type: "k", title: bookTitle(rnd), publisher: rnd.pick(PUBLISHERS), publicationYear: year, editionNumber: String(rnd.int(1, 6)), isbn: isbn() };
    } else if (roll < 0.85) {
      const [magazineTitle, first7, doiPrefix] = rnd.pick(MAGAZINES);
      const abbr = slug(magazineTitle).split("-").map((w) => w[0]).join("");
      p = {
        ...base,
        type: "c",
        magazineTitle,
        issn: issn(first7),
        articleTitle: articleTitle(rnd),
        articleDoi: `${doiPrefix}/${abbr}.${year}.${rnd.int(100, 999)}.${i + 1}`,
        publicationYear: year,
        editionNumber: `${rnd.int(1, 4)}/${year}`,
      };
    } else {
      const [prefix, publisher] = rnd.pick(WEB);
      const title = `${rnd.pick(WEB_TITLE)} ${rnd.pick(ARTICLE_OBJECT)}`;
      p = { ...base, type: "l", title, link: `${prefix}${slug(title)}-${i + 1}`, publisher, publicationYear: year };
    }
    const ms = t0 + Math.floor((i / SIZE.publications) * span);
    const id = uuid7(ms, rnd);
    const pub: Pub = { ...p, id, authors: [] };
    insPub.run(id, p.type, p.title, p.publisher, p.link, p.publicationYear, p.editionNumber, p.isbn, p.issn, p.articleTitle, p.articleDoi, p.magazineTitle,
      rnd.next() < 0.9 ? 1 : 0, titleFoldedOf(p), searchTextOf(p), i + 1, iso(ms), iso(ms));
    const n = 1 + (rnd.next() < 0.3 ? 1 : 0) + (rnd.next() < 0.15 ? 1 : 0);
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(rnd.int(0, authors.length - 1));
    for (const k of chosen) {
      const a = authors[k]!;
      const type = chosen.size === 1 ? "A" : rnd.pick(AUTHOR_ROLES);
      insLink.run(id, a.id, type, rnd.next() < 0.7 ? "Verification" : "Assignment", iso(ms));
      pub.authors.push({ firstName: a.firstName, middleName: a.middleName, lastName: a.lastName, type });
      links++;
    }
    pubs.push(pub);
  }
  counts.publications = pubs.length;
  counts["author links"] = links;
  step("publications and author links");

  // Reports and positions: quarter by quarter, every company; older years verified.
  const insReport = db.prepare(
    `INSERT INTO reports (id, company_id, year, quarter, positions_amount, pages_total, open_positions, is_verified, verified_on, source, created_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insPosition = db.prepare(
    `INSERT INTO positions (id, company_id, report_id, type, title, publisher, link, publication_year, edition_number, isbn, issn, article_title,
       article_doi, magazine_title, authors, pages_used, publication_id, is_verified, is_outdated, group_key, search_text, search_id,
       created_on, updated_on, verified_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let searchId = 0;
  let reportCount = 0;
  let queue = 0;
  const position = (companyId: string, reportId: string | null, createdMs: number, state: "open" | "verified" | "outdated", verifiedMs: number) => {
    let p: Omit<Pub, "id">;
    let publicationId: string | null = null;
    if (rnd.next() < 0.75) {
      const pub = pubs[rnd.int(0, pubs.length - 1)]!;
      p = pub;
      if (state === "verified") publicationId = pub.id;
    } else {
      // A title the catalogue does not know.
      const a = authorName(rnd);
      const base = { link: null, isbn: null, issn: null, articleTitle: null, articleDoi: null, magazineTitle: null };
      p = {
        ...base,
        type: "k",
        title: `${rnd.pick(BOOK_HEAD)} ${rnd.pick(BOOK_TAIL)} — wydanie ${rnd.int(1, 40)}`,
        publisher: rnd.pick(PUBLISHERS),
        publicationYear: rnd.int(1995, 2025),
        editionNumber: null,
        authors: [{ firstName: a.firstName, middleName: null, lastName: a.lastName, type: "A" }],
      };
    }
    const id = uuid7(createdMs, rnd);
    const pages = rnd.int(1, 320);
    const verified = state === "verified";
    insPosition.run(id, companyId, reportId, p.type, p.title, p.publisher, p.link, p.publicationYear, p.editionNumber, p.isbn, p.issn, p.articleTitle,
      p.articleDoi, p.magazineTitle, JSON.stringify(p.authors), pages, publicationId, verified ? 1 : 0, state === "outdated" ? 1 : 0,
      positionGroupKey(p), positionSearchText(p, p.authors), ++searchId, iso(createdMs), iso(verified ? verifiedMs : createdMs), verified ? iso(verifiedMs) : null);
    return pages;
  };

  const reportPlan: { company: number; year: number; quarter: number; n: number }[] = [];
  for (let year = SIZE.firstYear; year <= SIZE.lastYear; year++)
    for (let quarter = 1; quarter <= 4; quarter++)
      for (let c = 0; c < companies.length; c++) reportPlan.push({ company: c, year, quarter, n: rnd.int(PER_REPORT / 2, (PER_REPORT * 3) / 2) });
  for (const r of reportPlan) {
    const start = Date.UTC(r.year, (r.quarter - 1) * 3, 1);
    const end = Date.UTC(r.year, r.quarter * 3, 1);
    const reportMs = end + rnd.int(1, 20 * 24) * HOUR;
    const reportId = uuid7(reportMs, rnd);
    // ≤ 2023 reviewed; 2024 half the reports reviewed, the others partly; 2025 in the queue.
    const reviewed = r.year <= 2023 || (r.year === 2024 && rnd.next() < 0.5);
    const partly = r.year === 2024 && !reviewed;
    const times = Array.from({ length: r.n }, () => start + Math.floor(rnd.next() * (end - start))).sort((a, b) => a - b);
    let pages = 0;
    let open = 0;
    let lastVerified = 0;
    for (const ms of times) {
      const state = reviewed ? (rnd.next() < 0.02 ? "outdated" : "verified") : partly && rnd.next() < 0.4 ? "verified" : "open";
      const verifiedMs = reportMs + rnd.int(1, 60) * DAY;
      if (state === "verified") lastVerified = Math.max(lastVerified, verifiedMs);
      if (state === "open") open++;
      if (state !== "verified") queue++;
      pages += position(companies[r.company]!.id, reportId, ms, state, verifiedMs);
    }
    const isVerified = r.n > 0 && open === 0;
    insReport.run(reportId, companies[r.company]!.id, r.year, r.quarter, r.n, pages, open, isVerified ? 1 : 0, isVerified ? iso(lastVerified) : null, rnd.next() < 0.3 ? "import" : "manual", iso(reportMs));
    reportCount++;
  }
  counts.reports = reportCount;
  counts["reported positions"] = searchId;
  counts["queue (reported, not verified)"] = queue;
  step("reports and reported positions");

  // The rest unreported, spread over the companies, created this autumn.
  const unreportedFrom = Date.UTC(2026, 9, 1);
  const unreportedSpan = Date.UTC(2026, 10, 15) - unreportedFrom;
  const unreported = SIZE.positions - searchId;
  const times = Array.from({ length: unreported }, () => unreportedFrom + Math.floor(rnd.next() * unreportedSpan)).sort((a, b) => a - b);
  for (const ms of times) position(companies[rnd.int(0, companies.length - 1)]!.id, null, ms, "open", 0);
  counts["unreported positions"] = unreported;
  counts.positions = searchId;
  step("unreported positions");
  db.exec("COMMIT");

  db.exec("BEGIN");
  db.exec("UPDATE authors SET publication_count = (SELECT count(*) FROM publication_authors pa WHERE pa.author_id = authors.id)");
  step("author publication counts");
  for (const index of saved.filter((s) => s.type === "index")) db.exec(index.sql);
  step(`indexes (${saved.filter((s) => s.type === "index").length})`);
  // The FTS rows, by the statements of migrations 0006, 0008 and 0017.
  db.exec(`INSERT INTO publication_search (rowid, body)
    SELECT p.search_id, p.search_text || coalesce(
      (SELECT ' | ' || group_concat(a.name_folded, ' | ') FROM publication_authors pa JOIN authors a ON a.id = pa.author_id WHERE pa.publication_id = p.id), '')
    FROM publications p`);
  step("publication_search (FTS5 trigram)");
  db.exec("INSERT INTO position_search (rowid, body) SELECT search_id, search_text FROM positions");
  step("position_search (FTS5 trigram)");
  db.exec("INSERT INTO queue_search (rowid, body) SELECT search_id, search_text FROM positions WHERE report_id IS NOT NULL AND is_verified = 0");
  step("queue_search (FTS5 trigram)");
  // The per-company counts of migration 0010 (their triggers were off during the load).
  db.exec(`DELETE FROM position_counts; INSERT INTO position_counts (company_id, reported, is_verified, is_outdated, n)
    SELECT company_id, report_id IS NOT NULL, is_verified, is_outdated, count(*) FROM positions GROUP BY 1, 2, 3, 4`);
  step("position_counts");
  // The queue's groups of migration 0012 (likewise); position_group_totals follows by its own triggers.
  db.exec(`DELETE FROM position_groups; INSERT INTO position_groups (group_key, n, pages, n_open, pages_open)
    SELECT group_key, count(*), sum(pages_used), sum(is_outdated = 0), sum(CASE WHEN is_outdated = 0 THEN pages_used ELSE 0 END)
    FROM positions WHERE report_id IS NOT NULL AND is_verified = 0 GROUP BY group_key`);
  step("position_groups");
  for (const trigger of saved.filter((s) => s.type === "trigger")) db.exec(trigger.sql);
  db.exec("COMMIT");
  db.exec(`INSERT INTO position_search (position_search) VALUES ('optimize'); INSERT INTO publication_search (publication_search) VALUES ('optimize');
    INSERT INTO queue_search (queue_search) VALUES ('optimize');`);
  step("FTS optimize");
  db.exec("PRAGMA journal_mode = WAL");
  db.close();
  return { version: SEED_VERSION, seconds: 0, companies: companies.slice(0, 3), counts };
}
