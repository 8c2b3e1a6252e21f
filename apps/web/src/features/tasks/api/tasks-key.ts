/** Root of every task key (lists and details); mutations invalidate through it. */
export const tasksKey = ['tasks'] as const;
