export const TWOD6_ID = "twod6";
