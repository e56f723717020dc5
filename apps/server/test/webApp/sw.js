// The service worker of the miniature web app: only its headers are tested.
