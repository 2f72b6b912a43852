import { issnCheckDigit } from "@contract/identifiers";
import type { AuthorDetailDto, AuthorDto } from "@contract/authors";
import type { PublicationDto } from "@contract/publications";
import type { Page } from "playwright-core";
import { baseURL } from "./browser";
import { USERS } from "./fixtures";
import { type Account, apiLogin } from "./session";

/** Catalogue rows made through the API for the browser tests (publications.e2e.ts, authors.e2e.ts). */
export async function catalogueApi(account: Account = USERS.admin) {
  const { accessToken } = await apiLogin(account);
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseURL()}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json", "accept-language": "en" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  return {
    call,
    createAuthor: (a: { firstName: string; lastName: string; middleName?: string; birthDate?: string }) => call<AuthorDto>("POST", "/authors", a),
    createPublication: (p: Record<string, unknown>) => call<PublicationDto>("POST", "/publications", p),
    assign: (authorId: string, publicationIds: string[], type = "A") => call("POST", `/authors/${authorId}/publications`, { publicationIds, type }),
    author: (id: string) => call<AuthorDetailDto>("GET", `/authors/${id}`),
    /** Starts a match and waits until the author's updatedOn has caught up with it. */
    async match(id: string): Promise<void> {
      const started = await call<AuthorDto>("POST", `/authors/${id}/match`);
      for (let i = 0; i < 100; i++) {
        const a = await call<AuthorDto>("GET", `/authors/${id}`);
        if (a.updateProcessStartedOn === started.updateProcessStartedOn && Date.parse(a.updatedOn) >= Date.parse(started.updateProcessStartedOn ?? "")) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the match of ${id} did not finish`);
    },
  };
}

/** A short tag that keeps this run's rows apart from other tests' rows in the shared database. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

const ean13Check = (first12: string) => String((10 - ([...first12].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0) % 10)) % 10);
const isbn10Check = (first9: string) => {
  const c = (11 - ([...first9].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11)) % 11;
  return c === 10 ? "X" : String(c);
};

/** A fresh valid ISBN: its ISBN-10 (hyphenated as typed), and the ISBN-13 it is stored as. */
export function freshIsbn(): { isbn10: string; isbn13: string; first9: string } {
  const first9 = `83${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const isbn10 = `${first9.slice(0, 2)}-${first9.slice(2, 6)}-${first9.slice(6)}-${isbn10Check(first9)}`;
  const body = `978${first9}`;
  return { isbn10, isbn13: body + ean13Check(body), first9 };
}

/** A fresh valid ISSN, as it is stored (NNNN-NNNC). */
export function freshIssn(): string {
  const first7 = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}`;
}

/** The same ISBN-13 with its check digit made wrong. */
export const wrongCheckDigit = (isbn13: string) => isbn13.slice(0, 12) + String((Number(isbn13[12]) + 1) % 10);

/** An ISBN-13 written with hyphens the way it is printed: 978-83-xxxx-xxx-c. */
export const hyphenated = (isbn13: string) => `${isbn13.slice(0, 3)}-${isbn13.slice(3, 5)}-${isbn13.slice(5, 9)}-${isbn13.slice(9, 12)}-${isbn13.slice(12)}`;

/** A PNG drawn by the page's own canvas: a line of text above the label and number, as on a copyright page. */
export async function renderTextPng(page: Page, lines: string[]): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1000;
    canvas.height = 90 + text.length * 70;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = "#1a1a1a";
    text.forEach((line, i) => {
      ctx.font = i === text.length - 1 ? "46px monospace" : "32px serif";
      ctx.fillText(line, 40, 70 + i * 70);
    });
    return canvas.toDataURL("image/png");
  }, lines);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/**
 * A one-frame Y4M video (640×480, I420) of text drawn by the page's canvas, for Chromium's fake
 * camera (--use-file-for-fake-video-capture): the last line, in the middle band, is where the
 * scan dialog's guide frame looks.
 */
export async function renderTextY4m(page: Page, lines: string[]): Promise<Buffer> {
  const base64 = await page.evaluate((text) => {
    const W = 640;
    const H = 480;
    const canvas = document.createElement("canvas");
    canvas.width = W;
    canvas.height = H;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#f4f1ea";
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "#222222";
    text.forEach((line, i) => {
      const last = i === text.length - 1;
      ctx.font = last ? "bold 34px monospace" : "22px serif";
      ctx.fillText(line, last ? 95 : 60, last ? 250 : 110 + i * 34);
    });
    const d = ctx.getImageData(0, 0, W, H).data;
    const out = new Uint8Array((W * H * 3) / 2);
    for (let j = 0; j < H; j++)
      for (let i = 0; i < W; i++) {
        const k = (j * W + i) * 4;
        out[j * W + i] = Math.round(0.257 * d[k]! + 0.504 * d[k + 1]! + 0.098 * d[k + 2]! + 16);
      }
    const q = (W * H) / 4;
    for (let j = 0; j < H / 2; j++)
      for (let i = 0; i < W / 2; i++) {
        const k = (j * 2 * W + i * 2) * 4;
        out[W * H + (j * W) / 2 + i] = Math.round(-0.148 * d[k]! - 0.291 * d[k + 1]! + 0.439 * d[k + 2]! + 128);
        out[W * H + q + (j * W) / 2 + i] = Math.round(0.439 * d[k]! - 0.368 * d[k + 1]! - 0.071 * d[k + 2]! + 128);
      }
    let s = "";
    for (let i = 0; i < out.length; i += 0x8000) s += String.fromCharCode(...out.subarray(i, i + 0x8000));
    return btoa(s);
  }, lines);
  return Buffer.concat([Buffer.from("YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\nFRAME\n"), Buffer.from(base64, "base64")]);
}
