// Signed-in calls to the app's API for the bench.

export class Api {
  private token = "";
  private signedInAt = 0;
  readonly base: string;
  readonly email: string;
  private readonly password: string;
  constructor(base: string, email: string, password: string) {
    this.base = base;
    this.email = email;
    this.password = password;
  }

  /** Signs in again before the 15-minute access token runs out. */
  async headers(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    if (Date.now() - this.signedInAt > 10 * 60_000) {
      const res = await fetch(`${this.base}/api/v1/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ userEmail: this.email, userPassword: this.password }),
      });
      if (!res.ok) throw new Error(`sign-in of ${this.email} → ${res.status}: ${await res.text()}`);
      this.token = ((await res.json()) as { accessToken: string }).accessToken;
      this.signedInAt = Date.now();
    }
    return { Authorization: `Bearer ${this.token}`, Accept: "application/json", "Accept-Language": "pl", ...extra };
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}/api/v1${path}`, {
      method,
      headers: await this.headers(body === undefined ? {} : { "Content-Type": "application/json" }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async raw(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Response> {
    return fetch(`${this.base}/api/v1${path}`, { method, headers: await this.headers(init.headers), body: init.body });
  }
}

/** A Manager of the company with a password of our own: created by an admin, then its temporary password changed. */
export async function createManager(admin: Api, companyId: string, email: string, password: string): Promise<Api> {
  const { temporaryPassword } = await admin.call<{ temporaryPassword: string }>("POST", "/users", {
    email,
    firstName: "Benchmark",
    lastName: "Manager",
    role: "Manager",
    companyId,
  });
  const temp = new Api(admin.base, email, temporaryPassword);
  await temp.call("POST", "/auth/change-password", { currentPassword: temporaryPassword, newPassword: password, confirmPassword: password });
  return new Api(admin.base, email, password);
}
