export * from "./audit";
export * from "./companies";
export * from "./users";
