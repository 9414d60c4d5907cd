/** Query keys of the company's details (one record per install). */
export const companyKeys = {
  all: ['settings', 'company'] as const,

  detail: ['settings', 'company', 'detail'] as const,
};
