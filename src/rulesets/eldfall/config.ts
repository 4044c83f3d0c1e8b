export const ELDFALL_ID = "eldfall";
