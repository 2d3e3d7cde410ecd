/** Stops a live subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;
