export * from "./audit";
export * from "./catalogue";
export * from "./companies";
export * from "./idempotency-keys";
export * from "./login-throttles";
export * from "./reports";
export * from "./sessions";
export * from "./users";
