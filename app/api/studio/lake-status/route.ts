import { jsonAnswer, messageAnswer } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { localLakeStatus } from '@/lib/content/lake-status';

/**
 * GET /api/studio/lake-status: whether the local Content Lake runs, for the Studio's guide when the browser
 * cannot reach it (lib/content/lake-status.ts). It tells nothing but that; 404 without a local lake.
 */
export const GET = route('/api/studio/lake-status', {}, async () => {
  const status = await localLakeStatus();
  switch (status.kind) {
    case 'answering':
      return jsonAnswer({ running: true });
    case 'silent':
      return jsonAnswer({ running: false });
    case 'absent':
      return messageAnswer(404, 'Not found');
  }
});
