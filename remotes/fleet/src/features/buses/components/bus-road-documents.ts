import type { Bus } from '@rihla/shared/contracts/buses';
import type { DocumentExpiry } from '@rihla/shared/ui/expired-documents';
import type { TFunction } from 'i18next';

/** The documents a bus needs on the road, for the "saved" toast's expiry warning. */
export const busDocuments = (t: TFunction<'fleet'>, bus: Bus): DocumentExpiry[] => [
  { label: t('bus.documents.insurance'), expiry: bus.insuranceExpiry },
  { label: t('bus.documents.inspection'), expiry: bus.inspectionExpiry },
  { label: t('bus.documents.operatingCard'), expiry: bus.operatingCardExpiry },
];
