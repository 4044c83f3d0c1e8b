/** The CSV reader run at once, as the tests read it (play reads it in slices through the import pipeline). */
import { csvRecordSteps, csvTableSteps } from "../../src/core/import/csv";
import { runSteps } from "../../src/core/import/steps";

export const parseCsvRecords = (text: string) => runSteps(csvRecordSteps(text));
export const parseCsv = (text: string) => runSteps(csvTableSteps(text));
