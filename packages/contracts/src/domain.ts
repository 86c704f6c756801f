// Entities and enumerations of spec §3 (owned by the advisor/domain work).
export {};
