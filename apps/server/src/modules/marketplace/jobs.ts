import { CARE_TIME_ZONE } from '@hearth/domain';
import type { FileStore } from '../../platform/files/fileStore.ts';
import type { ScheduledJob } from '../../platform/jobs/scheduledJob.ts';
import { sizeOlderListingPhotos } from './listings/photoSizing.ts';
import { createSearchStateRepo } from './stateRepo.ts';
import { createSearchStateService } from './stateService.ts';

/** Every night, the stored searches of visitors who have not been back for months. */
export const staleSearchStateJob: ScheduledJob = {
  name: 'marketplace-stale-search-state',
  cron: '30 3 * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, now }) => createSearchStateService(createSearchStateRepo(db)).deleteStale(now),
};

export const LISTING_PHOTO_SIZES_JOB = 'marketplace-listing-photo-sizes';

/**
 * Listing photos uploaded before resizing get their copies: queued once at every start (so an
 * upgrade's photos are resized within minutes), and every night for any a start left.
 */
export const listingPhotoSizesJob = (files: FileStore): ScheduledJob => ({
  name: LISTING_PHOTO_SIZES_JOB,
  cron: '45 3 * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, log }) => sizeOlderListingPhotos(db, files, log),
});
