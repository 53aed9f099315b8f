/** SWR keys that read like the endpoints they cache. */
export const clientKeys = {
  list: '/clients',
  one: (id: string) => ['/clients/:id', id] as const,
} as const;
