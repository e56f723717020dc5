/** A page's code could not be fetched: the network dropped, or a newer release replaced it. */
export class PageCodeMissing extends Error {
  constructor(cause: unknown) {
    super('The page’s code could not be loaded', { cause });
    this.name = 'PageCodeMissing';
  }
}
