import type { HubEvent } from '@hearth/domain';
import type { EventWithAttendees } from './eventRepo.ts';

export function hubEventDto(event: EventWithAttendees, viewerId: number): HubEvent {
  return {
    id: event.id,
    hubId: event.hubId,
    title: event.title,
    kind: event.kind,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    location: event.location,
    description: event.description,
    cancelledAt: event.cancelledAt?.toISOString() ?? null,
    attendees: event.attendees,
    attending: event.attendees.some((attendee) => attendee.id === viewerId),
  };
}
