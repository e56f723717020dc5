import { useEffect, useState } from 'react';
import { echoChannelName } from './echoChannel.ts';
import { useRealtime } from './RealtimeProvider.tsx';

/** One person on a presence channel: their user id, and what the server signed about them. */
export type PresentMember<Info> = { id: string; info: Info; isMe: boolean };

// pusher-js's presence events, as far as this hook reads them.
type PusherMember<Info> = { id: string; info: Info };
type PusherMembers<Info> = {
  me: PusherMember<Info> | null;
  each: (visit: (member: PusherMember<Info>) => void) => void;
};

/**
 * Who is on a presence channel now, kept up to date as people join and leave (each person once,
 * however many tabs they have open). null until the server has answered, and without a connection.
 */
export function usePresence<Info>(channel: string | null): PresentMember<Info>[] | null {
  const { echo } = useRealtime();
  const [members, setMembers] = useState<PresentMember<Info>[] | null>(null);

  useEffect(() => {
    if (echo === null || channel === null) {
      return;
    }
    let myId: string | null = null;
    const present = ({ id, info }: PusherMember<Info>) => ({ id, info, isMe: id === myId });
    echo
      .join(echoChannelName(channel))
      .on('pusher:subscription_succeeded', (everyone: PusherMembers<Info>) => {
        myId = everyone.me?.id ?? null;
        const list: PresentMember<Info>[] = [];
        everyone.each((member) => list.push(present(member)));
        setMembers(list);
      })
      .on('pusher:member_added', (member: PusherMember<Info>) =>
        setMembers((list) => [
          ...(list ?? []).filter((each) => each.id !== member.id),
          present(member),
        ]),
      )
      .on('pusher:member_removed', (member: PusherMember<Info>) =>
        setMembers((list) => list?.filter((each) => each.id !== member.id) ?? null),
      );
    return () => {
      echo.leaveChannel(channel);
      setMembers(null);
    };
  }, [echo, channel]);

  return members;
}
