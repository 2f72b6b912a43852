import type { Lang, ProblemCode } from "./common";

/**
 * Validation messages travel as keys ("minLength:8") so that one schema can be checked in the
 * browser and on the server, and each side renders the message in its user's language.
 */
const en = {
  required: "This field is required",
  email: "Enter a valid e-mail address",
  minLength: "Must be at least {0} characters long",
  maxLength: "Must be at most {0} characters long",
  number: "Must be a number",
  integer: "Must be a whole number",
  minValue: "Must be at least {0}",
  maxValue: "Must be at most {0}",
  boolean: "Must be true or false",
  date: "Enter a date as YYYY-MM-DD",
  pageSize: "Page size must be 10, 25, 50 or 100",
  sort: "Unknown sort field",
  order: "Order must be asc or desc",
  groupOrder: "Groups come largest first: order can only be desc",
  passwordUpper: "Must contain at least 1 uppercase letter",
  passwordLower: "Must contain at least 1 lowercase letter",
  passwordSpecial: "Must contain at least 1 special character",
  passwordControl: "Must not contain control characters (a tab, a line break)",
  passwordsMismatch: "Passwords do not match",
  passwordSame: "The new password must differ from the current one",
  invalidCredentials: "Incorrect e-mail or password",
  currentPasswordWrong: "The current password is incorrect",
  invalidValue: "Invalid value",
  publicationTypeCode: "Use k (book), c (magazine) or l (internet source)",
  country: "Enter a two-letter country code, e.g. PL",
  nip: "Enter a valid NIP (10 digits with a correct check digit)",
  postalCode: "Enter a Polish postal code as 00-000",
  isbn: "An ISBN has 10 or 13 digits (an ISBN-10 may end in X)",
  isbnChecksum: "The ISBN check digit is wrong",
  issn: "Enter a valid ISSN, e.g. 1234-567X",
  issnChecksum: "The ISSN check digit is wrong",
  doi: "Enter a DOI such as 10.1234/xyz.123",
  identifier: "Enter an ISBN, ISSN or DOI",
  url: "Enter a web address starting with http:// or https://",
  yearRange: "The end year must not be before the start year",
  dateRange: "The end date must not be before the start date",
  maxItems: "At most {0} items at once",
  dateInFuture: "The date must not be in the future",
  publicationInUse: "The publication cannot be deleted while verified positions ({0}) refer to it",
  unknownAuthor: "Author not found.",
  unknownPublication: "Publication not found.",
  sameAuthor: "Choose a different author",
  notSuggestion: "Only a suggested link (SystemSuggestion) can be accepted or rejected",
  emailTaken: "This e-mail address is already in use",
  taxIdTaken: "A company with this tax ID already exists",
  seatLimit: "The company has reached its seat limit ({0})",
  maxUsersBelowCount: "Users in the company: {0}; the limit cannot be lower",
  lastSuperAdmin: "The last active SuperAdmin cannot be removed, deactivated or demoted",
  deleteSelf: "You cannot delete your own account",
  changeOwnRole: "You cannot change your own role",
  changeOwnStatus: "You cannot change your own status",
  setOwnPassword: "Use change password for your own account",
  roleNotAllowed: "You may not give this role",
  roleKindChange: "A staff account cannot become a company account or the other way round",
  companyRequired: "Managers and workers must belong to a company",
  companyNotAllowed: "Staff accounts do not belong to a company",
  companyInUse: "The company cannot be deleted while it has users ({0}), reports ({1}) or positions ({2})",
  userInUse: "The user cannot be deleted while reports or positions refer to it; deactivate it instead",
  nothingToReport: "The company has no unreported positions to put in a report",
  reportVerified: "A verified report cannot be deleted",
  positionReported: "The position is already in a report and can no longer be changed here",
  positionVerified: "The position is verified; revert it first",
  positionAlreadyVerified: "The position is already verified, perhaps by someone else",
  positionAlreadyOutdated: "The position is already marked outdated, perhaps by someone else",
  positionNotReported: "The position is not in a report yet",
  positionNotReviewed: "The position is neither verified nor marked outdated",
  positionsConflict: "Positions whose state does not allow this: {0}. Nothing was changed",
  changedConcurrently: "Someone else changed this record in the meantime; reload it and try again",
  idempotencyKey: "Idempotency-Key must be 1 to 255 visible ASCII characters other than the double quote, optionally in double quotes",
  idempotencyKeyReused: "This Idempotency-Key was sent with another request in the last 24 hours; send each new request with a new key",
  reportExists: "The company already has a report for this period",
  periodNotStarted: "The period has not begun yet",
  importFileType: "Only .xlsx files can be imported",
  importOneFile: "Send one file at a time",
  importFileUnreadable: "The file is not a readable .xlsx workbook: it may be damaged, or another format renamed .xlsx. Save it again as an Excel workbook (.xlsx)",
  importFileSize: "The file may be at most {0} MB",
  importFileUnpackedSize: "Unpacked, the file holds more than an import takes (a part over {0} MB): save the rows in smaller files",
  requestBodySize: "The request may be at most {0} MB",
  importRowLimit: "The sheet may have at most {0} rows",
  importNoRows: "The sheet has no rows to import",
  importErrors: "Nothing was imported. Errors: {0}; rows with errors: {1}",
  importErrorsCapped: "Nothing was imported. Errors: {0}; rows with errors: {1}; the first {2} are listed",
  importDateCell: "The spreadsheet stored this as a date: type the value as text (start it with an apostrophe)",
  importDateInNumberCell: "The spreadsheet stored this as a date: set the cell's format to Number and type the value again",
  importFormulaNoResult: "The formula has no computed value: open the file in Excel or LibreOffice and save it again",
  importCellError: "The cell holds the error {0}: correct its value or formula",
  importFileTwice: "This file has already been imported (report {0})",
  templateOutdated: "The sheet's headers do not match the current template (version {0}). Download it from {1} and import again.",
  headerExpected: "Column {0} should be headed “{1}”; it says “{2}”",
  headerMissing: "Column {0} should be headed “{1}”; it is empty",
  headerRow: "The headers must be in row 1, which is empty (the first filled row is {0})",
  headerExtra: "Column {0} should be empty; it says “{1}”",
  authorsFormat: "Author {0}: write 'Last First Middle (A)', authors separated by ';'",
  authorType: "Author {0}: unknown type '{1}'; use A, T, O, R, P or I",
} as const;

export type MessageKey = keyof typeof en;

const pl: Record<MessageKey, string> = {
  required: "To pole jest wymagane",
  email: "Podaj poprawny adres e-mail",
  minLength: "Minimalna liczba znaków: {0}",
  maxLength: "Maksymalna liczba znaków: {0}",
  number: "Wartość musi być liczbą",
  integer: "Wartość musi być liczbą całkowitą",
  minValue: "Wartość musi wynosić co najmniej {0}",
  maxValue: "Wartość może wynosić co najwyżej {0}",
  boolean: "Wartość musi być true albo false",
  date: "Podaj datę w formacie RRRR-MM-DD",
  pageSize: "Rozmiar strony musi wynosić 10, 25, 50 lub 100",
  sort: "Nieznane pole sortowania",
  order: "Kolejność musi mieć wartość asc lub desc",
  groupOrder: "Grupy są podane od największej: order może mieć tylko wartość desc",
  passwordUpper: "Hasło musi zawierać co najmniej 1 wielką literę",
  passwordLower: "Hasło musi zawierać co najmniej 1 małą literę",
  passwordSpecial: "Hasło musi zawierać co najmniej 1 znak specjalny",
  passwordControl: "Hasło nie może zawierać znaków sterujących (tabulatora, końca wiersza)",
  passwordsMismatch: "Hasła nie są zgodne",
  passwordSame: "Nowe hasło musi różnić się od obecnego",
  invalidCredentials: "Nieprawidłowy e-mail lub hasło",
  currentPasswordWrong: "Obecne hasło jest nieprawidłowe",
  invalidValue: "Nieprawidłowa wartość",
  publicationTypeCode: "Wpisz k (książka), c (czasopismo) lub l (źródło internetowe)",
  country: "Podaj dwuliterowy kod kraju, np. PL",
  nip: "Podaj poprawny NIP (10 cyfr z prawidłową cyfrą kontrolną)",
  postalCode: "Podaj kod pocztowy w formacie 00-000",
  isbn: "ISBN ma 10 lub 13 cyfr (ISBN-10 może kończyć się na X)",
  isbnChecksum: "Nieprawidłowa cyfra kontrolna ISBN",
  issn: "Podaj poprawny ISSN, np. 1234-567X",
  issnChecksum: "Nieprawidłowa cyfra kontrolna ISSN",
  doi: "Podaj DOI, np. 10.1234/xyz.123",
  identifier: "Podaj ISBN, ISSN lub DOI",
  url: "Podaj adres internetowy zaczynający się od http:// lub https://",
  yearRange: "Rok końcowy nie może być wcześniejszy niż początkowy",
  dateRange: "Data końcowa nie może być wcześniejsza niż początkowa",
  maxItems: "Maksymalna liczba elementów naraz: {0}",
  dateInFuture: "Data nie może być z przyszłości",
  publicationInUse: "Nie można usunąć publikacji, do której odnoszą się zweryfikowane pozycje ({0})",
  unknownAuthor: "Nie znaleziono autora.",
  unknownPublication: "Nie znaleziono publikacji.",
  sameAuthor: "Wybierz innego autora",
  notSuggestion: "Zaakceptować lub odrzucić można tylko sugerowane powiązanie (SystemSuggestion)",
  emailTaken: "Ten adres e-mail jest już używany",
  taxIdTaken: "Firma z tym numerem podatkowym już istnieje",
  seatLimit: "Firma osiągnęła limit miejsc ({0})",
  maxUsersBelowCount: "Liczba użytkowników firmy: {0}; limit nie może być niższy",
  lastSuperAdmin: "Nie można usunąć, dezaktywować ani zdegradować ostatniego aktywnego superadministratora",
  deleteSelf: "Nie możesz usunąć własnego konta",
  changeOwnRole: "Nie możesz zmienić własnej roli",
  changeOwnStatus: "Nie możesz zmienić własnego statusu",
  setOwnPassword: "Własne hasło zmienisz w formularzu zmiany hasła",
  roleNotAllowed: "Nie możesz nadać tej roli",
  roleKindChange: "Konto personelu nie może stać się kontem firmy ani odwrotnie",
  companyRequired: "Kierownik i pracownik muszą należeć do firmy",
  companyNotAllowed: "Konta personelu nie należą do żadnej firmy",
  companyInUse: "Nie można usunąć firmy, która ma użytkowników ({0}), raporty ({1}) lub pozycje ({2})",
  userInUse: "Nie można usunąć użytkownika, do którego odnoszą się raporty lub pozycje; dezaktywuj go",
  nothingToReport: "Firma nie ma niezgłoszonych pozycji, które można ująć w raporcie",
  reportVerified: "Nie można usunąć zweryfikowanego raportu",
  positionReported: "Pozycja jest już w raporcie i nie można jej tu zmienić",
  positionVerified: "Pozycja jest zweryfikowana; najpierw cofnij weryfikację",
  positionAlreadyVerified: "Pozycja jest już zweryfikowana, być może przez kogoś innego",
  positionAlreadyOutdated: "Pozycja jest już oznaczona jako nieaktualna, być może przez kogoś innego",
  positionNotReported: "Pozycja nie jest jeszcze w raporcie",
  positionNotReviewed: "Pozycja nie jest ani zweryfikowana, ani oznaczona jako nieaktualna",
  positionsConflict: "Pozycje, których stan na to nie pozwala: {0}. Nic nie zmieniono",
  changedConcurrently: "Ktoś inny zmienił ten rekord w międzyczasie; wczytaj go ponownie i spróbuj jeszcze raz",
  idempotencyKey: "Idempotency-Key musi mieć od 1 do 255 widocznych znaków ASCII innych niż cudzysłów, opcjonalnie ujętych w cudzysłów",
  idempotencyKeyReused: "Ten klucz Idempotency-Key wysłano w ciągu ostatnich 24 godzin z innym żądaniem; każde nowe żądanie wysyłaj z nowym kluczem",
  reportExists: "Firma ma już raport za ten okres",
  periodNotStarted: "Ten okres jeszcze się nie zaczął",
  importFileType: "Importować można tylko pliki .xlsx",
  importOneFile: "Wyślij jeden plik naraz",
  importFileUnreadable: "Plik nie jest poprawnym skoroszytem .xlsx: może być uszkodzony albo to inny format z rozszerzeniem .xlsx. Zapisz go ponownie jako skoroszyt programu Excel (.xlsx)",
  importFileSize: "Plik może mieć co najwyżej {0} MB",
  importFileUnpackedSize: "Po rozpakowaniu plik zawiera więcej, niż przyjmuje import (część ponad {0} MB): zapisz wiersze w mniejszych plikach",
  requestBodySize: "Żądanie może mieć co najwyżej {0} MB",
  importRowLimit: "Maksymalna liczba wierszy w arkuszu: {0}",
  importNoRows: "Arkusz nie zawiera wierszy do importu",
  importErrors: "Nic nie zaimportowano. Liczba błędów: {0}, liczba wierszy z błędami: {1}",
  importErrorsCapped: "Nic nie zaimportowano. Liczba błędów: {0}, liczba wierszy z błędami: {1}; pokazano pierwsze {2}",
  importDateInNumberCell: "Arkusz zapisał tę wartość jako datę: ustaw format komórki na „Liczbowe” i wpisz wartość ponownie",
  importDateCell: "Arkusz zapisał tę wartość jako datę: wpisz ją jako tekst (zacznij od apostrofu)",
  importFormulaNoResult: "Formuła nie ma obliczonej wartości: otwórz plik w Excelu lub LibreOffice i zapisz go ponownie",
  importCellError: "Komórka zawiera błąd {0}: popraw jej wartość lub formułę",
  importFileTwice: "Ten plik został już zaimportowany (raport {0})",
  templateOutdated: "Nagłówki arkusza nie odpowiadają aktualnemu szablonowi (wersja {0}). Pobierz go z {1} i zaimportuj ponownie.",
  headerExpected: "Kolumna {0} powinna mieć nagłówek „{1}”, a ma „{2}”",
  headerMissing: "Kolumna {0} powinna mieć nagłówek „{1}”, a jest pusta",
  headerRow: "Nagłówki muszą być w wierszu 1, a jest on pusty (pierwszy wypełniony to wiersz {0})",
  headerExtra: "Kolumna {0} powinna być pusta, a ma nagłówek „{1}”",
  authorsFormat: "Autor {0}: wpisz „Nazwisko Imię DrugieImię (A)”, autorów oddziel średnikiem",
  authorType: "Autor {0}: nieznany typ „{1}”; użyj A, T, O, R, P lub I",
};

const fieldMessages: Record<Lang, Record<MessageKey, string>> = { en, pl };

/** Builds a message key with arguments, e.g. m("minLength", 8) → "minLength:8". */
export function m(key: MessageKey, ...args: (string | number)[]): string {
  return args.length ? `${key}:${args.join("|")}` : key;
}

/** Renders a message key in a language; text that is not a key is returned as it is. */
export function translateMessage(message: string, lang: Lang): string {
  const [key, rawArgs] = splitKey(message);
  const template = (fieldMessages[lang] as Record<string, string>)[key];
  if (template === undefined) return message;
  const args = rawArgs === undefined ? [] : rawArgs.split("|");
  const counts = COUNT_ARGS[key as MessageKey] ?? [];
  return template.replace(/\{(\d+)\}/g, (_, i: string) => {
    const arg = args[Number(i)] ?? "";
    return counts.includes(Number(i)) ? groupedCount(arg, lang) : arg;
  });
}

/**
 * The arguments that are counts, written with the language's digit grouping ("50 000", "50,000").
 * Only these: the others may be years, a user's own text or an address, which keep their digits as given.
 */
const COUNT_ARGS: Partial<Record<MessageKey, readonly number[]>> = {
  minValue: [0],
  maxValue: [0],
  maxItems: [0],
  publicationInUse: [0],
  seatLimit: [0],
  maxUsersBelowCount: [0],
  companyInUse: [0, 1, 2],
  positionsConflict: [0],
  importRowLimit: [0],
  importErrors: [0, 1],
  importErrorsCapped: [0, 1, 2],
};

/**
 * A whole number of five digits or more grouped as the language writes it. Polish leaves
 * four-digit ones whole, and so does English here: a year bound reads 2100, not 2,100.
 */
function groupedCount(arg: string, lang: Lang): string {
  if (!/^\d{5,15}$/.test(arg)) return arg;
  return Number(arg).toLocaleString(lang === "pl" ? "pl-PL" : "en-GB");
}

function splitKey(message: string): [string, string | undefined] {
  const at = message.indexOf(":");
  return at < 0 ? [message, undefined] : [message.slice(0, at), message.slice(at + 1)];
}

const problemTitles: Record<Lang, Record<ProblemCode, string>> = {
  en: {
    VALIDATION_FAILED: "Validation failed",
    INVALID_CREDENTIALS: "Incorrect e-mail or password",
    UNAUTHORIZED: "Not signed in",
    FORBIDDEN: "You don't have permission to do this",
    PASSWORD_CHANGE_REQUIRED: "Password change required",
    ACCOUNT_INACTIVE: "This account is inactive",
    COMPANY_INACTIVE: "This company is inactive",
    NOT_FOUND: "Not found.",
    CONFLICT: "This cannot be done",
    PAYLOAD_TOO_LARGE: "Too much data was sent",
    UNSUPPORTED_MEDIA_TYPE: "Unsupported file type",
    IMPORT_REJECTED: "Import rejected",
    SHEET_HEADERS_OUTDATED: "Sheet headers not up to date",
    RATE_LIMITED: "Too many attempts, try again later",
    INTERNAL: "Something went wrong on our side",
  },
  pl: {
    VALIDATION_FAILED: "Nieprawidłowe dane",
    INVALID_CREDENTIALS: "Nieprawidłowy e-mail lub hasło",
    UNAUTHORIZED: "Nie jesteś zalogowany",
    FORBIDDEN: "Nie masz uprawnień do tej operacji",
    PASSWORD_CHANGE_REQUIRED: "Wymagana zmiana hasła",
    ACCOUNT_INACTIVE: "To konto jest nieaktywne",
    COMPANY_INACTIVE: "Ta firma jest nieaktywna",
    NOT_FOUND: "Nie znaleziono.",
    CONFLICT: "Nie można tego zrobić",
    PAYLOAD_TOO_LARGE: "Przesłano za dużo danych",
    UNSUPPORTED_MEDIA_TYPE: "Nieobsługiwany typ pliku",
    IMPORT_REJECTED: "Import odrzucony",
    SHEET_HEADERS_OUTDATED: "Nagłówki arkusza są nieaktualne",
    RATE_LIMITED: "Zbyt wiele prób, spróbuj później",
    INTERNAL: "Coś poszło nie tak po naszej stronie",
  },
};

export function problemTitle(code: ProblemCode, lang: Lang): string {
  return problemTitles[lang][code];
}

/** Entity names for "<Entity> not found." */
export const ENTITIES = ["User", "Company", "Publication", "Author", "Report", "Position", "Route"] as const;
export type Entity = (typeof ENTITIES)[number];

const notFound: Record<Lang, Record<Entity, string>> = {
  en: {
    User: "User not found.",
    Company: "Company not found.",
    Publication: "Publication not found.",
    Author: "Author not found.",
    Report: "Report not found.",
    Position: "Position not found.",
    Route: "Route not found.",
  },
  pl: {
    User: "Nie znaleziono użytkownika.",
    Company: "Nie znaleziono firmy.",
    Publication: "Nie znaleziono publikacji.",
    Author: "Nie znaleziono autora.",
    Report: "Nie znaleziono raportu.",
    Position: "Nie znaleziono pozycji.",
    Route: "Nie znaleziono zasobu.",
  },
};

export function notFoundTitle(entity: Entity, lang: Lang): string {
  return notFound[lang][entity];
}
