/** Record fixtures and expectations shared by convert.test.ts and validate.test.ts. */
import { fixture } from "./run-cli.js";

/** The sample game's start and main line, written by hand (see packages/notation/test/helpers.ts). */
export const SAMPLE_DSFEN_LINE =
  "8,vK,8/17/17/17/17/4,vP,12/4,vP,7,vP,4/4,vP,3,vP,3,vP,4/4,LD,3,Ln,3,+Ea,4/17/17/3,vP,12,P/2,CS,14/17/17/17/8,K,7,HM b 1 " +
  "9i9h9i 9a9b 5i5h5g 9b9c 13i13h13g13f 9c9b 5g5g 9b9c 15m14l 9c9b 9i9h 9b9c 1q4m";

/** Path of a record fixture (test/fixtures/records/). */
export function record(name: string): string {
  return fixture(`records/${name}`);
}
