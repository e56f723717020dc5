import { describeBoundaryFuzz } from '../../test/fuzz/boundaryFuzz.ts';

describeBoundaryFuzz(2, 3);
