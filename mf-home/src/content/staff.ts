// JSON, so the office can edit it without touching code.
import rows from './staff.json';

export type StaffRow = { serialNo: number; name: string; designation: string };

export const staff: StaffRow[] = rows;
