import { describeBoundaryFuzz } from '../../test/fuzz/boundaryFuzz.ts';

describeBoundaryFuzz(3, 3);
