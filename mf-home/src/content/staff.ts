// The staff list (/OurStaff): about 83 rows of serial no, name and designation, kept as JSON so
// the office can edit it without touching code. TypeScript checks the JSON against the type.
import rows from './staff.json';

export type StaffRow = { serialNo: number; name: string; designation: string };

export const staff: StaffRow[] = rows;
