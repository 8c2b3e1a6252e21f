import type { Db } from '../db/client';
import { tasksCompleted } from '../db/schema/index';
import { MilestoneType } from '@vitrina/contract/enums/milestone-type';

export { MilestoneType };

/** Records an onboarding milestone once; repeating it changes nothing. */
export async function recordMilestone(db: Pick<Db, 'insert'>, agentId: string, type: MilestoneType): Promise<void> {
  await db.insert(tasksCompleted).values({ agentId, type }).onConflictDoNothing();
}
