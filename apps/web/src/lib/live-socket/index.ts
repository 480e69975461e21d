export {
  LiveSocket,
  type EventListener,
  type LiveState,
  type SocketFactory,
  type SocketLike,
  type SocketOptions,
} from './live-socket';
export { liveSocket } from './shared';
export { useLiveSocket, type LiveHandlers } from './use-live-socket';
