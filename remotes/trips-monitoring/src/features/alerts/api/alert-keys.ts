/** Query keys of the alert centre (beside the monitor screens'). */
export const alertKeys = {
  all: ['monitor', 'alerts'] as const,
};
