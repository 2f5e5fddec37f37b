/** Reloads the page: a plan change alters scopes and sections, so the whole panel reads them again. Tests mock it. */
export const reloadPage = () => window.location.reload();
