/** The Phantom Magic Vision main phase: the shared board with PMV's panels, its 干渉, its combat and its table. */
import { GameBoard } from '../kit/GameBoard.tsx';
import { pmvUi } from './panels.tsx';

const PmvBoard = () => <GameBoard ui={pmvUi} />;

export default PmvBoard;
