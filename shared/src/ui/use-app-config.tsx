import { type AppConfig, appConfigSchema } from '@rihla/shared/contracts/app-config';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';

/** The deployment's runtime settings (map tiles...), fetched once per page load. */
export function useAppConfig(): AppConfig | undefined {
  const { api } = useShell();
  const query = useQuery({
    queryKey: ['app-config'],
    queryFn: async () => parseAnswer(api.get('app-config'), appConfigSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data;
}
