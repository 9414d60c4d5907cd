/** Query keys of the route planner's runs. */
export const plannerKeys = {
  all: ['planner'] as const,
  run: (id: string) => ['planner', 'run', id] as const,
};
