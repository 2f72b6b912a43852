// The demo data generator shared by `npm run seed:demo` (a small set through the API) and
// `npm run bench` (the same names and titles at scale, written straight into SQLite): seeded
// randomness, Polish names and titles, and identifiers with valid check digits.
//
// Importing this module also lets Node load the contract and Worker modules from scripts: they
// import each other without extensions and through the "@contract/" alias (the bundler resolves
// both), so a resolve hook adds the ".ts" and maps the alias. Import those modules dynamically,
// after this one.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { nipCheckDigit } from "../contract/nip.ts";

const contractDir = new URL("../contract/", import.meta.url).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith("@contract/")) return nextResolve(`${contractDir}${specifier.slice("@contract/".length)}.ts`, context);
    const fromOurs = context.parentURL?.includes("/contract/") || context.parentURL?.includes("/worker/src/");
    if (fromOurs && /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      // "./x" is x.ts, or x/index.ts for a folder.
      const asFile = `${specifier}.ts`;
      return nextResolve(existsSync(new URL(asFile, context.parentURL)) ? asFile : `${specifier}/index.ts`, context);
    }
    return nextResolve(specifier, context);
  },
});
const { ean13CheckDigit, issnCheckDigit, parseIsbn, parseIssn } = await import("../contract/identifiers.ts");
const { fold } = await import("../contract/fold.ts");

// ---------------------------------------------------------------------------------------------
// Deterministic randomness (mulberry32), so every run generates the same names and titles

export type Rnd = ReturnType<typeof prng>;

export function prng(initial: number) {
  let a = initial >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join("");
  const sample = <T>(xs: readonly T[], n: number): T[] => {
    const copy = [...xs];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, digits, sample };
}

export const slug = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

// ---------------------------------------------------------------------------------------------
// Identifiers with valid check digits

export function nip(first9: string): string {
  // A sum ≡ 10 (mod 11) has no check digit; step the 9th digit until there is one.
  let body = first9;
  while (nipCheckDigit(body) === 10) body = body.slice(0, 8) + String((Number(body[8]) + 1) % 10);
  return body + String(nipCheckDigit(body));
}

/** A source of distinct Polish ISBN-13s (978-83-…); `check` parses each one as the API would (slow at scale). */
export function isbnSource(rnd: Rnd, check = true): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const body = `97883${rnd.digits(7)}`;
      const code = body + ean13CheckDigit(body);
      if (used.has(code)) continue;
      used.add(code);
      if (check && !parseIsbn(code).ok) throw new Error(`generated an invalid ISBN ${code}`);
      return code;
    }
  };
}

export function issn(first7: string): string {
  const code = `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}`;
  if (!parseIssn(code).ok) throw new Error(`generated an invalid ISSN ${code}`);
  return code;
}

// ---------------------------------------------------------------------------------------------
// Names

export const FEMALE_FIRST = ["Anna", "Maria", "Katarzyna", "Małgorzata", "Agnieszka", "Barbara", "Ewa", "Zofia", "Joanna", "Magdalena", "Dorota", "Elżbieta", "Jadwiga", "Halina", "Grażyna", "Beata", "Urszula", "Żaneta"];
export const MALE_FIRST = ["Piotr", "Krzysztof", "Andrzej", "Tomasz", "Paweł", "Józef", "Marcin", "Michał", "Grzegorz", "Jerzy", "Łukasz", "Tadeusz", "Zbigniew", "Bartłomiej", "Wojciech", "Jarosław", "Kazimierz", "Mieczysław"];
/** Surnames as [male form, female form]. */
export const SURNAMES: [string, string][] = [
  ["Nowak", "Nowak"], ["Kowalski", "Kowalska"], ["Wiśniewski", "Wiśniewska"], ["Wójcik", "Wójcik"], ["Kowalczyk", "Kowalczyk"],
  ["Kamiński", "Kamińska"], ["Lewandowski", "Lewandowska"], ["Zieliński", "Zielińska"], ["Szymański", "Szymańska"], ["Woźniak", "Woźniak"],
  ["Dąbrowski", "Dąbrowska"], ["Kozłowski", "Kozłowska"], ["Jankowski", "Jankowska"], ["Mazur", "Mazur"], ["Kwiatkowski", "Kwiatkowska"],
  ["Krawczyk", "Krawczyk"], ["Piotrowski", "Piotrowska"], ["Grabowski", "Grabowska"], ["Nowakowski", "Nowakowska"], ["Pawłowski", "Pawłowska"],
  ["Michalski", "Michalska"], ["Adamczyk", "Adamczyk"], ["Dudek", "Dudek"], ["Zając", "Zając"], ["Wieczorek", "Wieczorek"],
  ["Jabłoński", "Jabłońska"], ["Król", "Król"], ["Majewski", "Majewska"], ["Olszewski", "Olszewska"], ["Jaworski", "Jaworska"],
  ["Stępień", "Stępień"], ["Malinowski", "Malinowska"], ["Górski", "Górska"], ["Rutkowski", "Rutkowska"], ["Sikora", "Sikora"],
  ["Żak", "Żak"], ["Chmielewski", "Chmielewska"], ["Ściegienny", "Ściegienna"], ["Łuczak", "Łuczak"], ["Błaszczyk", "Błaszczyk"],
];

export type AuthorSeed = { firstName: string; middleName?: string; lastName: string; birthDate?: string; gender: "female" | "male" };

/** A random name: gender, first name and the surname's matching form. */
export function authorName(rnd: Rnd): AuthorSeed {
  const gender = rnd.next() < 0.5 ? "female" : "male";
  const firstName = rnd.pick(gender === "female" ? FEMALE_FIRST : MALE_FIRST);
  const [male, female] = rnd.pick(SURNAMES);
  return { firstName, lastName: gender === "female" ? female : male, gender };
}

/** Fills in a name's optional parts: sometimes a middle name, often a birth date. */
export function authorDetails(rnd: Rnd, a: AuthorSeed): AuthorSeed {
  if (rnd.next() < 0.2) a.middleName = rnd.pick(a.gender === "female" ? FEMALE_FIRST : MALE_FIRST);
  if (rnd.next() < 0.55) a.birthDate = `${rnd.int(1940, 1995)}-${String(rnd.int(1, 12)).padStart(2, "0")}-${String(rnd.int(1, 28)).padStart(2, "0")}`;
  if (a.middleName === a.firstName) delete a.middleName;
  return a;
}

// ---------------------------------------------------------------------------------------------
// Titles

export const PUBLISHERS = ["Wydawnictwo Literackie", "Znak", "Wydawnictwo Naukowe PWN", "Czytelnik", "Wydawnictwo Czarne", "Agora", "Prószyński i S-ka", "Wydawnictwo Uniwersytetu Jagiellońskiego", "Ossolineum", "Świat Książki"];
export const BOOK_HEAD = ["Cienie", "Opowieści", "Listy", "Kroniki", "Pamiętnik", "Zapiski", "Szkice", "Wspomnienia", "Ślady", "Echa", "Dzieje", "Sekrety", "Ogrody", "Mosty", "Zegary"];
export const BOOK_TAIL = ["znad Wisły", "z Krakowa", "z Mazur", "z prowincji", "o zmierzchu", "dawnego Lwowa", "spod Tatr", "północy", "znad Bałtyku", "z Kazimierza", "Warmii", "starej Łodzi", "z Podlasia", "pogranicza", "jednego lata"];
export const TEXTBOOKS = ["Historia Polski XX wieku", "Podstawy ekonometrii", "Wstęp do językoznawstwa", "Anatomia człowieka", "Prawo cywilne w zarysie", "Chemia organiczna", "Socjologia miasta", "Farmakologia kliniczna", "Historia sztuki polskiej", "Matematyka dyskretna"];
export const MAGAZINES: [string, string, string][] = [
  // title, first 7 digits of the ISSN, DOI prefix
  ["Przegląd Historyczny", "0033218", "10.31338"],
  ["Kwartalnik Historyczny", "0023590", "10.12775"],
  ["Teksty Drugie", "0867047", "10.18318"],
  ["Postępy Higieny i Medycyny Doświadczalnej", "0032544", "10.5604"],
  ["Medycyna Pracy", "0465589", "10.13075"],
  ["Studia Regionalne i Lokalne", "1509499", "10.7366"],
  ["Język Polski", "0021694", "10.31286"],
  ["Ruch Literacki", "0035959", "10.24425"],
];
/** Each is followed by an ARTICLE_OBJECT, a genitive. */
export const ARTICLE_TOPIC = ["Recepcja twórczości", "Obraz miasta w prozie", "Język i styl", "Problematyka tożsamości", "Motyw podróży w tradycji", "Źródła archiwalne do dziejów", "Wpływ pandemii na sytuację", "Analiza porównawcza", "Nowe odczytanie", "Przemiany społeczne w świetle"];
export const ARTICLE_OBJECT = ["polskiego reportażu", "literatury emigracyjnej", "prasy międzywojennej", "małych miast Pomorza", "zdrowia pracowników biurowych", "gwar podhalańskich", "szkolnictwa wyższego", "Krakowa w XIX wieku", "kultury ludowej", "rynku wydawniczego"];
export const WEB: [string, string][] = [
  ["https://culture.pl/pl/artykul/", "Culture.pl"],
  ["https://www.polona.pl/item/", "Polona"],
  ["https://pl.wikipedia.org/wiki/", "Wikipedia"],
  ["https://www.gov.pl/web/kultura/", "Ministerstwo Kultury"],
  ["https://www.bn.org.pl/aktualnosci/", "Biblioteka Narodowa"],
];
/** Heads of an internet source's title: each takes a genitive ("Leksykon gwar podhalańskich") or, after a colon, a name. */
export const WEB_TITLE = ["Kalendarium", "Leksykon", "Archiwum", "Historia", "Bibliografia", "Słownik"];

/** A book title: a textbook volume (30 %) or a "head tail" novel title. */
export function bookTitle(rnd: Rnd): string {
  return rnd.next() < 0.3 ? `${rnd.pick(TEXTBOOKS)}. Tom ${rnd.int(1, 3)}` : `${rnd.pick(BOOK_HEAD)} ${rnd.pick(BOOK_TAIL)}`;
}

export function articleTitle(rnd: Rnd): string {
  return `${rnd.pick(ARTICLE_TOPIC)} ${rnd.pick(ARTICLE_OBJECT)}`;
}
