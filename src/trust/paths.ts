/** Where the build puts the conformance report for download (scripts/seo-files.mjs). */
export const acrDownloadPath = '/acr/stemverse.yaml'
/** Where the report lives in the repository. */
export const acrSourcePath = 'content/acr/stemverse.yaml'
