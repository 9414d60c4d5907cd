import { FAMILIES_KEY } from '../../families-keys';

/** Query keys of registration requests; invalidating `registrationRequestKeys.all` refreshes the queue. */
export const registrationRequestKeys = {
  all: [...FAMILIES_KEY, 'registration-requests'] as const,

  seatCapacities: [...FAMILIES_KEY, 'seat-capacities'] as const,
};
