export { ErasureQueue } from "./erasure-queue";
