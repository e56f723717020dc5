/**
 * The gateway refused a request about a payment it does not know or cannot act on (a refund of a
 * payment made elsewhere, say): the caller's request is in conflict with the gateway's state, not
 * a fault of ours.
 */
export class GatewayRefusal extends Error {
  override name = 'GatewayRefusal';
}
