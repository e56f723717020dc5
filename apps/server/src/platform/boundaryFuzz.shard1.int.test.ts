import { describeBoundaryFuzz } from '../../test/fuzz/boundaryFuzz.ts';

describeBoundaryFuzz(1, 3);
