// `npm run seed:demo [-- --no-build]`: fills the LOCAL database (STATE_DIR, default .wrangler/state)
// with a small, realistic Polish data set through the real HTTP API, so every derived column,
// search index and audit row is what the app itself writes. It builds (unless --no-build),
// applies the migrations, serves the app on a free port, seeds it and stops it again.
// Idempotent: when admin@demo.pl already exists it says so and changes nothing.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import {
  ARTICLE_OBJECT,
  BOOK_HEAD,
  BOOK_TAIL,
  type AuthorSeed,
  MAGAZINES,
  MALE_FIRST,
  PUBLISHERS,
  SURNAMES,
  WEB,
  WEB_TITLE,
  articleTitle,
  authorDetails,
  authorName,
  bookTitle,
  isbnSource,
  issn,
  nip,
  prng,
  slug,
} from "./demo-data.ts";
import { applyMigrations, baseEnv, root, run, waitForHealth } from "./lib.ts";

// demo-data.ts taught Node to load the contract modules.
const { parseDoi } = await import("../contract/identifiers.ts");

const DEMO_PASSWORD = "Demo123!pass";
const SUPERADMIN_EMAIL = "superadmin@example.com";
const SUPERADMIN_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? "Admin123!";
const started = Date.now();

// Deterministic randomness, so every run generates the same names and titles.
const rnd = prng(20_261_122);
const isbn = isbnSource(rnd);

// ---------------------------------------------------------------------------------------------
// HTTP

class ApiError extends Error {
  status: number;
  body: unknown;
  constructor(method: string, path: string, status: number, body: unknown) {
    super(`${method} ${path} → ${status}: ${typeof body === "string" ? body : JSON.stringify(body)}`);
    this.status = status;
    this.body = body;
  }
}

type Session = { email: string; password: string; token: string; role: string };
let baseURL = "";

async function request<T>(method: string, path: string, body: unknown, token: string | null): Promise<T> {
  const headers: Record<string, string> = { "Accept-Language": "pl", Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; keep the text
  }
  if (!res.ok) throw new ApiError(method, path, res.status, parsed);
  return parsed as T;
}

async function login(email: string, password: string): Promise<Session> {
  const r = await request<{ accessToken: string; userRole: string }>("POST", "/auth/login", { userEmail: email, userPassword: password }, null);
  return { email, password, token: r.accessToken, role: r.userRole };
}

/** An authenticated call; signs in again once if the 15-minute access token ran out. */
async function api<T>(s: Session, method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await request<T>(method, path, body, s.token);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 401) throw e;
    s.token = (await login(s.email, s.password)).token;
    return request<T>(method, path, body, s.token);
  }
}

/** Runs fn over items with at most `limit` calls in flight, keeping the results in order. */
async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The data set

type CompanySeed = { name: string; first9: string; city: string; postalCode: string; street: string; homeNumber: string; active: boolean };
const COMPANIES: CompanySeed[] = [
  { name: "Wydawnictwo Literackie Sp. z o.o.", first9: "676010203", city: "Kraków", postalCode: "31-147", street: "ul. Długa", homeNumber: "1", active: true },
  { name: "Oficyna Wydawnicza Kwadrat S.A.", first9: "525224466", city: "Warszawa", postalCode: "00-950", street: "ul. Marszałkowska", homeNumber: "84/92", active: true },
  { name: "Drukarnia Pomorska", first9: "583301122", city: "Gdańsk", postalCode: "80-831", street: "ul. Długi Targ", homeNumber: "17", active: true },
  { name: "Księgarnia Akademicka", first9: "778140055", city: "Poznań", postalCode: "61-712", street: "ul. Święty Marcin", homeNumber: "80/82", active: true },
  { name: "Medyczne Wydawnictwo Łódź", first9: "725180099", city: "Łódź", postalCode: "90-419", street: "ul. Piotrkowska", homeNumber: "104", active: false },
];

type UserSeed = { email: string; firstName: string; lastName: string; role: "Admin" | "Coordinator" | "Manager" | "Worker"; company: number | null };
const USERS: UserSeed[] = [
  { email: "admin@demo.pl", firstName: "Agnieszka", lastName: "Nowicka", role: "Admin", company: null },
  { email: "koordynator@demo.pl", firstName: "Krzysztof", lastName: "Wójcik", role: "Coordinator", company: null },
  { email: "kierownik@demo.pl", firstName: "Małgorzata", lastName: "Zielińska", role: "Manager", company: 0 },
  { email: "pracownik@demo.pl", firstName: "Paweł", lastName: "Kamiński", role: "Worker", company: 0 },
  { email: "tomasz.lewandowski@demo.pl", firstName: "Tomasz", lastName: "Lewandowski", role: "Manager", company: 1 },
  { email: "katarzyna.dabrowska@demo.pl", firstName: "Katarzyna", lastName: "Dąbrowska", role: "Worker", company: 1 },
  { email: "michal.szymanski@demo.pl", firstName: "Michał", lastName: "Szymański", role: "Worker", company: 1 },
  { email: "joanna.wozniak@demo.pl", firstName: "Joanna", lastName: "Woźniak", role: "Manager", company: 2 },
  { email: "lukasz.kozlowski@demo.pl", firstName: "Łukasz", lastName: "Kozłowski", role: "Worker", company: 2 },
  { email: "ewa.jankowska@demo.pl", firstName: "Ewa", lastName: "Jankowska", role: "Worker", company: 2 },
  { email: "piotr.mazur@demo.pl", firstName: "Piotr", lastName: "Mazur", role: "Manager", company: 3 },
  { email: "magdalena.krawczyk@demo.pl", firstName: "Magdalena", lastName: "Krawczyk", role: "Worker", company: 3 },
  { email: "grzegorz.piotrowski@demo.pl", firstName: "Grzegorz", lastName: "Piotrowski", role: "Worker", company: 3 },
];

const FAMOUS: AuthorSeed[] = [
  { firstName: "Wisława", lastName: "Szymborska", birthDate: "1923-07-02", gender: "female" },
  { firstName: "Stanisław", lastName: "Lem", birthDate: "1921-09-12", gender: "male" },
  { firstName: "Olga", lastName: "Tokarczuk", birthDate: "1962-01-29", gender: "female" },
  { firstName: "Andrzej", lastName: "Sapkowski", birthDate: "1948-06-21", gender: "male" },
  { firstName: "Ryszard", lastName: "Kapuściński", birthDate: "1932-03-04", gender: "male" },
  { firstName: "Czesław", lastName: "Miłosz", birthDate: "1911-06-30", gender: "male" },
  { firstName: "Zbigniew", lastName: "Herbert", birthDate: "1924-10-29", gender: "male" },
  { firstName: "Hanna", lastName: "Krall", birthDate: "1935-05-20", gender: "female" },
];
/** Real books of the famous authors (title, year, publisher). */
const CLASSICS: Record<string, [string, number, string][]> = {
  Szymborska: [["Widok z ziarnkiem piasku", 1996, "Wydawnictwo a5"], ["Koniec i początek", 1993, "Wydawnictwo a5"], ["Chwila", 2002, "Znak"]],
  Lem: [["Solaris", 1961, "Wydawnictwo Literackie"], ["Cyberiada", 1965, "Wydawnictwo Literackie"], ["Niezwyciężony", 1964, "Wydawnictwo Literackie"], ["Głos Pana", 1968, "Czytelnik"]],
  Tokarczuk: [["Bieguni", 2007, "Wydawnictwo Literackie"], ["Księgi Jakubowe", 2014, "Wydawnictwo Literackie"], ["Prowadź swój pług przez kości umarłych", 2009, "Wydawnictwo Literackie"], ["Czuły narrator", 2020, "Wydawnictwo Literackie"]],
  Sapkowski: [["Ostatnie życzenie", 1993, "superNOWA"], ["Miecz przeznaczenia", 1992, "superNOWA"], ["Krew elfów", 1994, "superNOWA"], ["Narrenturm", 2002, "superNOWA"]],
  Kapuściński: [["Cesarz", 1978, "Czytelnik"], ["Szachinszach", 1982, "Czytelnik"], ["Heban", 1998, "Czytelnik"], ["Podróże z Herodotem", 2004, "Znak"]],
  Miłosz: [["Zniewolony umysł", 1953, "Instytut Literacki"], ["Dolina Issy", 1955, "Instytut Literacki"]],
  Herbert: [["Barbarzyńca w ogrodzie", 1962, "Czytelnik"], ["Pan Cogito", 1974, "Czytelnik"]],
  Krall: [["Zdążyć przed Panem Bogiem", 1977, "Wydawnictwo Literackie"], ["Hipnoza", 1989, "Alfa"]],
};

function generatedAuthors(n: number): AuthorSeed[] {
  const seen = new Set(FAMOUS.map((a) => `${a.firstName} ${a.lastName}`));
  const out: AuthorSeed[] = [];
  while (out.length < n) {
    const a = authorName(rnd);
    const key = `${a.firstName} ${a.lastName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(authorDetails(rnd, a));
  }
  return out;
}

type PubSeed = Record<string, unknown> & { type: "k" | "c" | "l" };
type AuthorRef = { index: number; type: "A" | "T" | "O" | "R" | "P" | "I" };

function buildPublications(authors: AuthorSeed[]): { pub: PubSeed; authors: AuthorRef[] }[] {
  const out: { pub: PubSeed; authors: AuthorRef[] }[] = [];
  const generatedFrom = FAMOUS.length;
  const someAuthor = () => rnd.int(generatedFrom, authors.length - 1);
  // Classics of the famous authors (books).
  FAMOUS.forEach((a, index) => {
    for (const [title, year, publisher] of CLASSICS[a.lastName] ?? []) {
      const refs: AuthorRef[] = [{ index, type: "A" }];
      if (rnd.next() < 0.25) refs.push({ index: someAuthor(), type: "R" });
      out.push({ pub: { type: "k", title, publicationYear: year, publisher, editionNumber: String(rnd.int(1, 6)), isbn: isbn() }, authors: refs });
    }
  });
  // Generated books: novels and textbooks, some translated.
  const titles = new Set(out.map((p) => p.pub.title));
  while (out.length < 60) {
    const title = bookTitle(rnd);
    if (titles.has(title)) continue;
    titles.add(title);
    const refs: AuthorRef[] = [{ index: someAuthor(), type: "A" }];
    if (rnd.next() < 0.3) refs.push({ index: someAuthor(), type: rnd.pick(["A", "P"] as const) });
    if (rnd.next() < 0.15) refs.push({ index: someAuthor(), type: "T" });
    out.push({
      pub: { type: "k", title, publicationYear: rnd.int(1995, 2025), publisher: rnd.pick(PUBLISHERS), editionNumber: String(rnd.int(1, 4)), isbn: isbn() },
      authors: refs,
    });
  }
  // Magazine articles with ISSN and DOI.
  for (let i = 0; i < 35; i++) {
    const [magazineTitle, first7, doiPrefix] = MAGAZINES[i % MAGAZINES.length]!;
    const year = rnd.int(2012, 2025);
    const article = articleTitle(rnd);
    const doi = `${doiPrefix}/${slug(magazineTitle).split("-").map((w) => w[0]).join("")}.${year}.${rnd.int(100, 999)}.${i + 1}`;
    if (!parseDoi(doi).ok) throw new Error(`generated an invalid DOI ${doi}`);
    const refs: AuthorRef[] = [{ index: someAuthor(), type: "A" }];
    if (rnd.next() < 0.4) refs.push({ index: someAuthor(), type: "A" });
    if (rnd.next() < 0.2) refs.push({ index: someAuthor(), type: "R" });
    out.push({
      pub: { type: "c", magazineTitle, issn: issn(first7), articleTitle: article, articleDoi: doi, publicationYear: year, editionNumber: `${rnd.int(1, 4)}/${year}` },
      authors: refs,
    });
  }
  // Internet sources; some about the famous authors.
  for (let i = 0; i < 25; i++) {
    const [prefix, publisher] = WEB[i % WEB.length]!;
    const about = i < FAMOUS.length ? FAMOUS[i]! : authors[someAuthor()]!;
    const title = i < FAMOUS.length ? `${rnd.pick(WEB_TITLE)}: ${about.firstName} ${about.lastName}` : `${rnd.pick(WEB_TITLE)} ${rnd.pick(ARTICLE_OBJECT)}`;
    const refs: AuthorRef[] = [{ index: someAuthor(), type: rnd.pick(["A", "A", "I"] as const) }];
    if (i < FAMOUS.length) refs.push({ index: i, type: "O" });
    out.push({
      pub: { type: "l", title, link: `${prefix}${slug(title)}-${i + 1}`, publisher, publicationYear: rnd.int(2015, 2025) },
      authors: refs,
    });
  }
  // A living catalogue: three in four entries verified, the rest drafts. A company's form looks up
  // verified entries only, so without them its identifier box would never fill anything in.
  out.forEach((p, i) => {
    if (i % 4 !== 3) p.pub.isVerified = true;
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// The app: build, migrate, serve on a free port

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on("error", rej);
  });
}

let server: ChildProcess | undefined;
function stopServer() {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });

const stateDir = resolve(root, process.env.STATE_DIR ?? ".wrangler/state");
const env = baseEnv({ STATE_DIR: stateDir });

async function startApp(): Promise<string> {
  if (!process.argv.includes("--no-build")) await run("npm", ["run", "build"], { env });
  await applyMigrations(stateDir, env);
  const port = await freePort();
  server = spawn("vite", ["preview", "--port", String(port), "--host", "127.0.0.1", "--strictPort"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return url;
}

// ---------------------------------------------------------------------------------------------
// Seeding

type Counts = Record<string, number>;
const counts: Counts = {
  companies: 0,
  users: 0,
  authors: 0,
  publications: 0,
  "of them verified": 0,
  "author links": 0,
  positions: 0,
  reports: 0,
  "verified positions": 0,
  "outdated positions": 0,
};

/** Creates the account, signs in with its temporary password and sets the demo password (→ Active). */
async function createUser(admin: Session, u: UserSeed, companyIds: string[]): Promise<void> {
  const body = {
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    companyId: u.company === null ? undefined : companyIds[u.company],
  };
  const { temporaryPassword } = await api<{ temporaryPassword: string }>(admin, "POST", "/users", body);
  const temp = await login(u.email, temporaryPassword);
  await api(temp, "POST", "/auth/change-password", { currentPassword: temporaryPassword, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
  counts.users!++;
}

/** The last two quarters that have ended, oldest first. */
function lastTwoFinishedQuarters(now = new Date()): { year: number; quarter: number }[] {
  let year = now.getUTCFullYear();
  let quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  const out: { year: number; quarter: number }[] = [];
  for (let i = 0; i < 2; i++) {
    quarter--;
    if (quarter === 0) {
      quarter = 4;
      year--;
    }
    out.unshift({ year, quarter });
  }
  return out;
}

type Created = { pub: PubSeed; id: string; authors: { firstName: string; middleName: string | null; lastName: string; type: string }[] };

/** A position's publication as a company would type it: sometimes with a hyphenated ISBN or a looser title. */
function asEntered(p: PubSeed): Record<string, unknown> {
  const e: Record<string, unknown> = { ...p };
  if (typeof e.isbn === "string" && rnd.next() < 0.4) {
    const s = e.isbn;
    e.isbn = `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5, 9)}-${s.slice(9, 12)}-${s.slice(12)}`;
  }
  if (typeof e.articleDoi === "string" && rnd.next() < 0.3) e.articleDoi = `https://doi.org/${e.articleDoi}`;
  return e;
}

async function seedPositionsAndReports(catalogue: Created[]): Promise<string | null> {
  const coordinator = await login("koordynator@demo.pl", DEMO_PASSWORD);
  // An empty body answers 400 (or 403) where the route exists; 404 means there is no positions API.
  for (const path of ["/positions", "/reports"]) {
    try {
      await api(coordinator, "POST", path, {});
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return `positions/reports API not available (POST /api/v1${path} → 404): skipped positions and reports`;
    }
  }
  const [older, newer] = lastTwoFinishedQuarters() as [{ year: number; quarter: number }, { year: number; quarter: number }];
  const activeCompanies = COMPANIES.map((c, i) => ({ c, i })).filter(({ c }) => c.active);
  type Made = { id: string; phase: number };
  const perCompany: { company: number; positions: Made[]; reports: { id: string; phase: number }[] }[] = [];
  for (const { i } of activeCompanies) {
    const workerSeed = USERS.find((u) => u.role === "Worker" && u.company === i)!;
    const managerSeed = USERS.find((u) => u.role === "Manager" && u.company === i)!;
    const worker = await login(workerSeed.email, DEMO_PASSWORD);
    const manager = await login(managerSeed.email, DEMO_PASSWORD);
    const n = rnd.int(8, 15);
    const chosen = rnd.sample(catalogue, n);
    // Phase 0 goes into the older report, 1 into the newer one, 2 stays unreported.
    const cut1 = Math.round(n * 0.4);
    const cut2 = Math.round(n * 0.8);
    const positions: Made[] = [];
    const reports: { id: string; phase: number }[] = [];
    for (let k = 0; k < n; k++) {
      const phase = k < cut1 ? 0 : k < cut2 ? 1 : 2;
      if (k === cut1 || k === cut2) {
        const period = k === cut1 ? older : newer;
        const r = await api<{ id: string }>(manager, "POST", "/reports", period);
        reports.push({ id: r.id, phase: phase - 1 });
        counts.reports!++;
      }
      let publication: Record<string, unknown>;
      let authors: { firstName: string; middleName: string | null; lastName: string; type: string }[];
      if (k === n - 1) {
        // One title the catalogue does not know yet.
        publication = { type: "k", title: `${rnd.pick(BOOK_HEAD)} ${rnd.pick(BOOK_TAIL)} — wydanie regionalne`, publisher: COMPANIES[i]!.name, publicationYear: 2025 };
        const [male] = rnd.pick(SURNAMES);
        authors = [{ firstName: rnd.pick(MALE_FIRST), middleName: null, lastName: male, type: "A" }];
      } else {
        const c = chosen[k]!;
        publication = asEntered(c.pub);
        authors = c.authors;
      }
      const pos = await api<{ id: string }>(worker, "POST", "/positions", { publication, authors, pagesUsed: rnd.int(1, 320) });
      positions.push({ id: pos.id, phase });
      counts.positions!++;
    }
    perCompany.push({ company: i, positions, reports });
  }
  // Verification: the first company's older report fully verified; the second's verified with one
  // position outdated; the third's half verified; the newer reports mostly untouched.
  const verify = async (ids: string[]) => {
    if (ids.length === 0) return;
    await api(coordinator, "POST", "/positions/verify", { ids });
    counts["verified positions"]! += ids.length;
  };
  const phaseIds = (k: number, phase: number) => perCompany[k]?.positions.filter((p) => p.phase === phase).map((p) => p.id) ?? [];
  await verify(phaseIds(0, 0));
  const second = phaseIds(1, 0);
  if (second.length > 0) {
    await api(coordinator, "POST", "/positions/mark-outdated", { ids: [second[0]] });
    counts["outdated positions"]!++;
    await verify(second.slice(1));
  }
  const third = phaseIds(2, 0);
  await verify(third.slice(0, Math.ceil(third.length / 2)));
  await verify(phaseIds(0, 1).slice(0, 1));
  return null;
}

async function seed(): Promise<string[]> {
  const notes: string[] = [];
  const admin = await login(SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);

  // Idempotency: the first demo account decides whether the data set is there already.
  try {
    await createUser(admin, USERS[0]!, []);
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) return ["demo data already present"];
    throw e;
  }

  const companyIds: string[] = [];
  for (const c of COMPANIES) {
    const created = await api<{ id: string }>(admin, "POST", "/companies", {
      name: c.name,
      taxId: nip(c.first9),
      country: "PL",
      city: c.city,
      postalCode: c.postalCode,
      street: c.street,
      homeNumber: c.homeNumber,
      maxUsers: 10,
    });
    companyIds.push(created.id);
    counts.companies!++;
  }
  // Managers before workers: the first Manager of a company makes it Active, and users of an
  // inactive company cannot sign in to set their password.
  await pool(USERS.slice(1).filter((u) => u.role !== "Worker"), 4, (u) => createUser(admin, u, companyIds));
  await pool(USERS.filter((u) => u.role === "Worker"), 4, (u) => createUser(admin, u, companyIds));

  const authorSeeds = [...FAMOUS, ...generatedAuthors(40 - FAMOUS.length)];
  const authorIds = await pool(authorSeeds, 4, async (a) => {
    const r = await api<{ id: string }>(admin, "POST", "/authors", a);
    counts.authors!++;
    return r.id;
  });

  const plan = buildPublications(authorSeeds);
  const catalogue: Created[] = await pool(plan, 4, async ({ pub, authors }) => {
    const r = await api<{ id: string }>(admin, "POST", "/publications", pub);
    counts.publications!++;
    if (pub.isVerified) counts["of them verified"]!++;
    const named = authors.map(({ index, type }) => ({
      firstName: authorSeeds[index]!.firstName,
      middleName: authorSeeds[index]!.middleName ?? null,
      lastName: authorSeeds[index]!.lastName,
      type,
    }));
    return { pub, id: r.id, authors: named };
  });

  // Links: one call per author and type code.
  const links = new Map<string, { authorId: string; type: string; ids: string[] }>();
  plan.forEach(({ authors }, p) => {
    for (const { index, type } of authors) {
      const key = `${index}:${type}`;
      const entry = links.get(key) ?? { authorId: authorIds[index]!, type, ids: [] };
      if (!entry.ids.includes(catalogue[p]!.id)) entry.ids.push(catalogue[p]!.id);
      links.set(key, entry);
    }
  });
  await pool([...links.values()], 4, async ({ authorId, type, ids }) => {
    await api(admin, "POST", `/authors/${authorId}/publications`, { publicationIds: ids, type });
    counts["author links"]! += ids.length;
  });

  const skipped = await seedPositionsAndReports(catalogue);
  if (skipped) notes.push(skipped);
  return notes;
}

function printSummary() {
  const rows: [string, string, string][] = [
    ["SuperAdmin", SUPERADMIN_EMAIL, process.env.SEED_ADMIN_PASSWORD ? "(SEED_ADMIN_PASSWORD)" : SUPERADMIN_PASSWORD],
    ...USERS.map((u): [string, string, string] => [u.company === null ? u.role : `${u.role} (${COMPANIES[u.company]!.name})`, u.email, DEMO_PASSWORD]),
  ];
  const w = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]!.length), ["role", "e-mail", "password"][c]!.length));
  const line = (r: readonly string[]) => r.map((s, c) => s.padEnd(w[c]!)).join("  ");
  console.info(`\n${line(["role", "e-mail", "password"])}\n${w.map((n) => "-".repeat(n)).join("  ")}`);
  for (const r of rows) console.info(line(r));
  console.info("\nCreated:");
  for (const [k, n] of Object.entries(counts)) console.info(`  ${k.padEnd(20)} ${n}`);
}

let exitCode = 0;
try {
  baseURL = await startApp();
  console.info(`\nSeeding demo data into ${stateDir} via ${baseURL} …`);
  const notes = await seed();
  if (notes[0] === "demo data already present") {
    console.info("demo data already present");
  } else {
    for (const n of notes) console.info(n);
    printSummary();
    console.info(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the app with \`npm start\` and sign in.`);
  }
} catch (e) {
  exitCode = 1;
  console.error(`\nseed:demo failed: ${(e as Error).message}`);
  console.error("If the database is locked, stop `npm start` (or `npm run dev`) first and run this again.");
  if (counts.companies! > 0) console.error("The demo data set is partial; reseed into a fresh STATE_DIR.");
} finally {
  stopServer();
}
process.exit(exitCode);
