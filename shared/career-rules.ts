/** docs/product.md's alert for a blank career field (spaces only count as blank): the server and the form say it. */
export const CAREER_BLANK_MESSAGE = 'Both position name and job description are required.'
