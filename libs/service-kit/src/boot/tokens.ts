/** Injection tokens for what the kit provides to every service module. */
export const NATS_REQUESTER = Symbol('NATS_REQUESTER');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
