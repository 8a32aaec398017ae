/** Reading ZIPs in tests (the data export): fflate, core's own ZIP library, from this package. */
export { strFromU8, unzipSync } from "fflate";
