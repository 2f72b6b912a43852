import initArgon2 from "@phi-ag/argon2/node";
import { Argon2Type, Argon2Version } from "@phi-ag/argon2";
import type { Role } from "@contract/common";

/** The password every fixture account starts with. */
export const FIXTURE_PASSWORD = "Fixture1!pass";
export const SEED_ADMIN = { email: "superadmin@example.com", password: "Admin123!" };

export const COMPANY = { id: "e2e-company-active", name: "Wydawnictwo Pod Lipą Sp. z o.o." };
export const INACTIVE_COMPANY = { id: "e2e-company-inactive", name: "Drukarnia Zamknięta S.A." };
/** Companies owned by one browser-test file each, so reports (one per company and period) never collide. */
export const CYCLE_COMPANY = { id: "e2e-company-cycle", name: "Oficyna Obiegowa Sp. z o.o." };
export const IMPORT_COMPANY = { id: "e2e-company-import", name: "Księgarnia Arkuszowa S.A." };
export const QUEUE_COMPANY = { id: "e2e-company-queue", name: "Drukarnia Kolejkowa Sp. j." };
export const A11Y_COMPANY = { id: "e2e-company-a11y", name: "Biuro Czytelne Sp. z o.o." };
const ACTIVE_COMPANIES = [COMPANY, CYCLE_COMPANY, IMPORT_COMPANY, QUEUE_COMPANY, A11Y_COMPANY];

type FixtureUser = {
  key: string;
  email: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  role: Role;
  companyId: string | null;
  resetRequired?: boolean;
};

/** One account per role, and a few with a state a test needs; each test that changes an account owns it. */
export const USERS = {
  admin: { key: "admin", email: "admin@e2e.test", firstName: "Anna", middleName: "Maria", lastName: "Kowalska", role: "Admin", companyId: null },
  coordinator: { key: "coordinator", email: "coordinator@e2e.test", firstName: "Piotr", middleName: null, lastName: "Nowak", role: "Coordinator", companyId: null },
  manager: { key: "manager", email: "manager@e2e.test", firstName: "Zofia", middleName: null, lastName: "Wiśniewska", role: "Manager", companyId: COMPANY.id },
  worker: { key: "worker", email: "worker@e2e.test", firstName: "Jan", middleName: "Paweł", lastName: "Zieliński", role: "Worker", companyId: COMPANY.id },
  resetRequired: { key: "resetRequired", email: "reset@e2e.test", firstName: "Ewa", middleName: null, lastName: "Lewandowska", role: "Coordinator", companyId: null, resetRequired: true },
  logout: { key: "logout", email: "logout@e2e.test", firstName: "Adam", middleName: null, lastName: "Wójcik", role: "Admin", companyId: null },
  refresh: { key: "refresh", email: "refresh@e2e.test", firstName: "Olga", middleName: null, lastName: "Kamińska", role: "Coordinator", companyId: null },
  deactivated: { key: "deactivated", email: "deactivated@e2e.test", firstName: "Lucyna", middleName: null, lastName: "Odwołana", role: "Coordinator", companyId: null },
  promoted: { key: "promoted", email: "promoted@e2e.test", firstName: "Teresa", middleName: null, lastName: "Awansowa", role: "Coordinator", companyId: null },
  inactiveCompany: { key: "inactiveCompany", email: "closed@e2e.test", firstName: "Marek", middleName: null, lastName: "Dąbrowski", role: "Manager", companyId: INACTIVE_COMPANY.id },
  cycleManager: { key: "cycleManager", email: "cycle.manager@e2e.test", firstName: "Halina", middleName: null, lastName: "Obiegowa", role: "Manager", companyId: CYCLE_COMPANY.id },
  cycleWorker: { key: "cycleWorker", email: "cycle.worker@e2e.test", firstName: "Kamil", middleName: null, lastName: "Obiegowy", role: "Worker", companyId: CYCLE_COMPANY.id },
  importManager: { key: "importManager", email: "import.manager@e2e.test", firstName: "Irena", middleName: null, lastName: "Arkuszowa", role: "Manager", companyId: IMPORT_COMPANY.id },
  queueWorker: { key: "queueWorker", email: "queue.worker@e2e.test", firstName: "Robert", middleName: null, lastName: "Kolejkowy", role: "Worker", companyId: QUEUE_COMPANY.id },
  queueManager: { key: "queueManager", email: "queue.manager@e2e.test", firstName: "Beata", middleName: null, lastName: "Kolejkowa", role: "Manager", companyId: QUEUE_COMPANY.id },
  a11yManager: { key: "a11yManager", email: "a11y.manager@e2e.test", firstName: "Dorota", middleName: null, lastName: "Czytelna", role: "Manager", companyId: A11Y_COMPANY.id },
  a11yWorker: { key: "a11yWorker", email: "a11y.worker@e2e.test", firstName: "Wiktor", middleName: null, lastName: "Czytelny", role: "Worker", companyId: A11Y_COMPANY.id },
} as const satisfies Record<string, FixtureUser>;

const q = (v: string | null | number) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

/** SQL that inserts the fixture companies and accounts, with real argon2id hashes. */
export async function fixtureSql(): Promise<string> {
  const argon2 = await initArgon2();
  const { encoded } = argon2.hash(FIXTURE_PASSWORD, {
    type: Argon2Type.Argon2id,
    version: Argon2Version.Version13,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
    hashLength: 32,
  });
  const now = new Date().toISOString();
  const lines = [
    ...ACTIVE_COMPANIES.map(
      (c) =>
        `INSERT INTO companies (id, name, status, max_users, tax_id, country, city, created_on, updated_on) VALUES (${q(c.id)}, ${q(c.name)}, 'Active', 10, ${q(c === COMPANY ? "5260250274" : null)}, 'PL', 'Warszawa', ${q(now)}, ${q(now)});`,
    ),
    `INSERT INTO companies (id, name, status, max_users, tax_id, country, city, created_on, updated_on) VALUES (${q(INACTIVE_COMPANY.id)}, ${q(INACTIVE_COMPANY.name)}, 'Inactive', 10, NULL, 'PL', 'Kraków', ${q(now)}, ${q(now)});`,
  ];
  for (const u of Object.values(USERS) as FixtureUser[]) {
    const reset = u.resetRequired ? 1 : 0;
    lines.push(
      `INSERT INTO users (id, email, password_hash, first_name, middle_name, last_name, role, status, company_id, is_password_reset_required, created_on, updated_on) VALUES (${q(`e2e-${u.key}`)}, ${q(u.email)}, ${q(encoded)}, ${q(u.firstName)}, ${q(u.middleName)}, ${q(u.lastName)}, ${q(u.role)}, ${q(reset ? "Pending" : "Active")}, ${q(u.companyId)}, ${reset}, ${q(now)}, ${q(now)});`,
    );
  }
  return lines.join("\n");
}
