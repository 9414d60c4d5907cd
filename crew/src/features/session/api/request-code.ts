import type { CrewCodeRequest } from '@rihla/shared/contracts/crew';
import { useMutation } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';

/** Asks the API to text a sign-in code to this phone (202 whether or not the phone is a crew member's). */
export function useRequestCode() {
  const { api } = useCrew();
  return useMutation({
    mutationFn: async (body: CrewCodeRequest) => {
      await api.post('crew/auth/code', { json: body });
    },
  });
}
