import { type AppConfig, appConfigSchema } from '@rihla/shared/contracts/app-config';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';

/** The deployment's runtime settings (map tiles...), fetched once per page load. */
export function useAppConfig(): AppConfig | undefined {
  const { api } = useShell();
  const query = useQuery({
    queryKey: ['app-config'],
    queryFn: async () => appConfigSchema.parse(await api.get('app-config').json()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data;
}
