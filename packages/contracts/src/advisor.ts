// Advisor inputs and result shapes (spec §3 result shapes).
export {};
