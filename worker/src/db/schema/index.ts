export * from "./audit";
export * from "./companies";
export * from "./login-throttles";
export * from "./sessions";
export * from "./users";
