/**
 * Where the public form keeps its draft while the parent types (sessionStorage, as strings by
 * field name); the families' app fills it when a signed-in parent asks for another child. A module
 * of its own so the landing page's first load does not take the request contracts with it.
 */
export const REGISTRATION_DRAFT_KEY = 'rihla.registration-draft';
