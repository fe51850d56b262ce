pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// The rabbit score track around the edge of the screen, as on the box's board: spaces 0 to the
// target score (0 to 30, the box's, in a game with no target), every fifth one marked and the
// target's space ringed; a target longer than a lap's room is shared evenly between laps, so it
// lies on the last space. At the reveal each rabbit starts where it stood before the turn and
// hops space by space to its new score. A rabbit on a later lap carries a "+30" badge. A rabbit
// stands beside its space's number, never on it, and rabbits sharing a space fan out along the
// track on both sides of the number, smaller when the room is short, so that none hides
// another. Created only on the screens that show it.
Item {
    id: track
    objectName: "scoreTrack"
    property real band: Theme.trackBand
    readonly property int spaces: Round.track.spaces
    readonly property int targetSpace: Round.track.targetSpace
    readonly property int targetScore: Round.track.targetScore
    readonly property real x0: band / 2
    readonly property real y0: band / 2
    readonly property real x1: width - band / 2
    readonly property real y1: height - band / 2
    readonly property real perimeter: 2 * (x1 - x0) + 2 * (y1 - y0)
    // the factors of band, step and size below are the track drawing's proportions (it scales
    // with the band), and the loops' counts and shrink factors are the fanning's own numbers
    readonly property real step: perimeter / spaces
    readonly property real spaceSize: Math.min(band * 0.74, step * 0.5)
    readonly property real rabbitSize: band * 0.86
    readonly property real rabbitGap: Math.max(2, band * 0.05)
    readonly property bool showGains: Navigator.step === Steps.REVEAL
    // the reveal's cards are still turning: the rabbits wait to hop until its points show
    property bool waiting: false

    Accessible.role: Accessible.List
    Accessible.name: qsTr("Score track")

    // The point at distance d along the track: up the left side from the bottom, across the
    // top, down the right side, back along the bottom (d wraps round).
    function pointAtDistance(d: real): point {
        var h = y1 - y0, w = x1 - x0
        d = ((d % perimeter) + perimeter) % perimeter
        if (d < h) return Qt.point(x0, y1 - d)
        d -= h
        if (d < w) return Qt.point(x0 + d, y0)
        d -= w
        if (d < h) return Qt.point(x1, y0 + d)
        d -= h
        return Qt.point(x1 - d, y1)
    }

    // Position of space i (0 to spaces - 1).
    function pointAt(i: int): point {
        return pointAtDistance((i + 0.5) * step)
    }

    // (The space a score stands on and the points of its laps are worked out in Python, once:
    // the rows of Round.units have position, startPosition, lap and lapPoints.)

    // The rabbits' size: whole while one fits between its number and the middle of the gap to
    // the next number, smaller when the spaces are close together.
    readonly property real rabbitFull: Math.max(band * 0.3, Math.min(rabbitSize, (step - spaceSize) / 2 - 2 * rabbitGap))

    // The distances along the track from space i's centre (one side, dir +1 or -1) at which
    // count rabbits of the given size stand: the first beside the number, each next one
    // further out, jumping over any number in the way (a stack spreads over the empty spaces
    // around it), so that no rabbit covers a number or another rabbit.
    function slots(i: int, dir: int, count: int, size: real): var {
        var out = []
        var centre = (i + 0.5) * step
        var d = advance(centre, dir, spaceSize / 2 + rabbitGap + size / 2)
        var next = 1   // the next number out, counted in spaces from i
        for (var n = 0; n < count; ++n) {
            if (n > 0)
                d = advance(d, dir, size + rabbitGap)
            var number = centre + dir * next * step
            if (dir * (d + dir * size / 2 - number) > -(spaceSize / 2 + rabbitGap)) {
                d = advance(number, dir, spaceSize / 2 + rabbitGap + size / 2)
                next += 1
            }
            out.push(d)
        }
        return out
    }

    // How many rabbits of a size stand side by side across the band (small ones share it).
    function lanesFor(size: real): int {
        return Math.max(1, Math.floor(band * 0.92 / (size + rabbitGap)))
    }

    // The size of the rabbits of a stack of stackSize on one space, with room empty spaces
    // on either side to spread over (from the view-model): whole when they fit there, smaller
    // (and side by side across the band) when they do not.
    function rabbitSizeFor(stackSize: int, room: int): real {
        var size = rabbitFull
        var reach = (room + 0.5) * step   // a side's room, up to the middle of the next gap
        for (var k = 0; k < 12 && size > band * 0.3; ++k) {
            var columns = Math.ceil(Math.ceil(stackSize / 2) / lanesFor(size))
            var s = slots(0, 1, columns, size)
            if (s[s.length - 1] + size / 2 - 0.5 * step <= reach)
                break
            size *= 0.88
        }
        return size
    }

    // The distance along the track, from `from` in direction dir (+1 or -1), at which a point
    // is minDist away from the point at `from` in both x and y, corners included (round a
    // corner the straight distance is shorter than the distance along the track).
    function advance(from: real, dir: int, minDist: real): real {
        var q = pointAtDistance(from)
        var d = from + dir * minDist
        for (var k = 0; k < 8; ++k) {
            var p = pointAtDistance(d)
            var apart = Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y))
            if (apart >= minDist - 0.5)
                break
            d += dir * (minDist - apart)
        }
        return d
    }

    // The centre of rabbit stackIndex of a stack on space i: after the number (even indices)
    // or before it (odd ones), filling the band's lanes, each column further out.
    function rabbitAt(i: int, stackIndex: int, size: real): point {
        var dir = stackIndex % 2 === 0 ? 1 : -1
        var n = Math.floor(stackIndex / 2)
        var lanes = lanesFor(size)
        var s = slots(i, dir, Math.floor(n / lanes) + 1, size)
        var p = pointAtDistance(s[s.length - 1])
        var across = (n % lanes - (lanes - 1) / 2) * (size + rabbitGap)
        var upright = p.x === x0 || p.x === x1   // on a left or right side
        return Qt.point(p.x + (upright ? across : 0), p.y + (upright ? 0 : across))
    }

    Rectangle {   // the wooden frame the spaces sit on
        anchors.fill: parent
        color: "transparent"
        border.color: Theme.wood
        border.width: track.band
        radius: track.band * 0.6
        opacity: Theme.trackOpacity
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: track.band - Theme.lineWidth   // the line just inside the band
        color: "transparent"
        border.color: Theme.woodLight
        border.width: Theme.lineWidth
        radius: track.band * 0.3
    }

    Repeater {
        model: track.spaces
        Rectangle {
            id: space
            required property int index
            readonly property point at: track.pointAt(index)
            readonly property bool fifth: index % 5 === 0
            readonly property bool target: index === track.targetSpace
            objectName: target ? "trackTarget" : "trackSpace" + index
            width: track.spaceSize * (target ? 1.12 : fifth ? 1.0 : 0.82)
            height: width
            x: at.x - width / 2
            y: at.y - height / 2
            radius: width / 2
            color: target ? Theme.ink : fifth ? Theme.gold : Theme.paper
            border.color: target ? Theme.gold : Theme.goldDeep
            border.width: target ? Math.max(Theme.lineWidthBold, width * 0.1) : fifth ? Theme.lineWidth : Theme.hairline
            Accessible.role: target ? Accessible.StaticText : Accessible.NoRole
            Accessible.name: target ? qsTr("The target: %n point(s)", "", track.targetScore) : ""
            Rectangle {   // the target's outer ring, the finish line of the track
                visible: space.target
                anchors.centerIn: parent
                width: parent.width + 2 * Math.max(Theme.lineWidthBold, track.band * 0.07)
                height: width
                radius: width / 2
                color: "transparent"
                border.color: Theme.moonlight
                border.width: Math.max(Theme.lineWidth, track.band * 0.04)
            }
            Text {
                anchors.centerIn: parent
                // the target's space shows the target itself (on a later lap, "60" on the 30)
                text: space.target ? track.targetScore : space.index
                color: space.target ? Theme.gold : Theme.ink
                font.family: Theme.titleFont
                font.weight: space.target ? Font.DemiBold : Font.Normal
                font.pixelSize: Math.max(Theme.trackFontMin, space.width * (space.target || space.fifth ? 0.46 : 0.42))
            }
        }
    }

    Repeater {
        model: Round.units
        delegate: Item {
            id: piece
            objectName: "trackRabbit" + index
            required property int index
            required property string name
            required property string colour
            required property string symbol
            required property int score
            required property int gained
            required property int position
            required property int startPosition
            required property int lap
            required property int lapPoints
            required property int stackIndex
            required property int stackSize
            required property int room

            property int shown: -1   // the space the rabbit is on now, hopping to position
            property real lift: 0
            // beside its number, fanned out with the others on its space (while it hops, alone)
            readonly property bool settled: shown === position
            readonly property real size: settled ? track.rabbitSizeFor(stackSize, room) : track.rabbitFull
            readonly property point at: track.rabbitAt(shown, settled ? stackIndex : 0, size)
            width: size
            height: width
            x: at.x - width / 2
            y: at.y - height / 2 - lift
            z: 10 + stackIndex
            Accessible.role: Accessible.Graphic
            Accessible.name: qsTr("%1: %2 points").arg(name).arg(score)

            property bool placed: false   // no slide into the first place
            Behavior on x { enabled: piece.placed; NumberAnimation { duration: Theme.hopMs } }
            Behavior on y { enabled: piece.placed; NumberAnimation { duration: Theme.hopMs / 2 } }

            Component.onCompleted: {
                shown = track.showGains && gained > 0 && !Theme.reducedMotion
                        ? startPosition : position
                placed = true
                if (shown !== position)
                    hopper.start()
            }
            onPositionChanged: hopper.start()
            Timer {
                id: hopper
                interval: Math.max(1, Theme.hopMs)
                repeat: true
                onTriggered: {
                    if (track.waiting)
                        return
                    if (piece.shown === piece.position || Theme.reducedMotion) {
                        piece.shown = piece.position
                        piece.lift = 0
                        stop()
                        return
                    }
                    piece.shown = piece.shown >= track.spaces - 1 ? 1 : piece.shown + 1
                    hop.restart()
                }
            }
            SequentialAnimation {
                id: hop
                NumberAnimation { target: piece; property: "lift"; to: piece.height * 0.35; duration: Theme.hopMs / 2; easing.type: Easing.OutQuad }
                NumberAnimation { target: piece; property: "lift"; to: 0; duration: Theme.hopMs / 2; easing.type: Easing.InQuad }
            }

            Rabbit {
                anchors.fill: parent
                colour: piece.colour
                symbol: piece.symbol
                name: piece.name
            }
            Rectangle {
                visible: piece.lap > 0
                anchors.right: parent.right
                anchors.top: parent.top
                width: lapText.implicitWidth + 2 * Theme.lapBadgePadding
                height: lapText.implicitHeight + 2 * Theme.hairline
                radius: height / 2
                color: Theme.gold
                border.color: Theme.ink
                Text {
                    id: lapText
                    anchors.centerIn: parent
                    text: "+" + piece.lapPoints
                    font.family: Theme.titleFont
                    font.pixelSize: Math.max(Theme.trackFontMin, piece.width * 0.26)
                    color: Theme.ink
                }
            }
        }
    }
}
