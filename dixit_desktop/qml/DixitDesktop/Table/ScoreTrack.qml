pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// The rabbit score track around the edge of the screen, as on the box's board: spaces 0 to 30,
// every fifth one marked. At the reveal each rabbit starts where it stood before the turn and
// hops space by space to its new score. A rabbit past 30 carries a "+30" lap badge; rabbits
// sharing a space fan out so each stays visible. Created only on the screens that show it.
Item {
    id: track
    objectName: "scoreTrack"
    property real band: Theme.trackBand
    readonly property int spaces: Round.trackSpaces
    readonly property real x0: band / 2
    readonly property real y0: band / 2
    readonly property real x1: width - band / 2
    readonly property real y1: height - band / 2
    readonly property real perimeter: 2 * (x1 - x0) + 2 * (y1 - y0)
    readonly property real step: perimeter / spaces
    readonly property real spaceSize: Math.min(band * 0.78, step * 0.82)
    readonly property bool showGains: Navigator.step === Steps.REVEAL

    Accessible.role: Accessible.List
    Accessible.name: qsTr("Score track")

    // Position of space i (0..30): up the left side from the bottom, across the top,
    // down the right side, back along the bottom.
    function pointAt(i) {
        var d = (i + 0.5) * step
        var h = y1 - y0, w = x1 - x0
        if (d < h) return Qt.point(x0, y1 - d)
        d -= h
        if (d < w) return Qt.point(x0 + d, y0)
        d -= w
        if (d < h) return Qt.point(x1, y0 + d)
        d -= h
        return Qt.point(x1 - d, y1)
    }

    // The space a score stands on: 0 to 30, then round again from 1 with a lap badge.
    function spaceOf(score: int): int {
        var laps = score <= spaces - 1 ? 0 : Math.floor((score - 1) / (spaces - 1))
        return score - (spaces - 1) * laps
    }

    // Whether space i lies on a left or right side (rabbits sharing it then fan vertically).
    function vertical(i) {
        var d = (i + 0.5) * step
        var h = y1 - y0, w = x1 - x0
        return d < h || (d >= h + w && d < 2 * h + w)
    }

    // How far along its side the rabbit stackIndex of stackSize on space i moves from the
    // space's centre. The stack is spread at most half a rabbit apart, closer when the side is
    // short, and slid along the side so that no rabbit leaves the track near a corner.
    function fanOffset(i: int, stackIndex: int, stackSize: int, size: real): real {
        if (stackSize < 2)
            return 0
        var p = pointAt(i)
        var upright = vertical(i)
        var lo = upright ? y0 : x0
        var hi = upright ? y1 : x1
        var centre = upright ? p.y : p.x
        var gap = Math.min(size * 0.55, (hi - lo) / (stackSize - 1))
        var half = gap * (stackSize - 1) / 2
        var middle = Math.min(Math.max(centre, lo + half), hi - half)
        return middle + (stackIndex - (stackSize - 1) / 2) * gap - centre
    }

    Rectangle {   // the wooden frame the spaces sit on
        anchors.fill: parent
        color: "transparent"
        border.color: Theme.wood
        border.width: track.band
        radius: track.band * 0.6
        opacity: 0.92
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: track.band - 2
        color: "transparent"
        border.color: Theme.woodLight
        border.width: 2
        radius: track.band * 0.3
    }

    Repeater {
        model: track.spaces
        Rectangle {
            required property int index
            readonly property point at: track.pointAt(index)
            readonly property bool fifth: index % 5 === 0
            width: track.spaceSize * (fifth ? 1.0 : 0.82)
            height: width
            x: at.x - width / 2
            y: at.y - height / 2
            radius: width / 2
            color: fifth ? Theme.gold : Theme.paper
            border.color: Theme.goldDeep
            border.width: fifth ? 2 : 1
            Text {
                anchors.centerIn: parent
                text: parent.index
                color: Theme.ink
                font.family: Theme.titleFont
                font.pixelSize: Math.max(11, parent.width * (parent.fifth ? 0.46 : 0.42))
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
            required property int lap
            required property int stackIndex
            required property int stackSize

            property int shown: -1   // the space the rabbit is on now, hopping to position
            property real lift: 0
            readonly property point at: track.pointAt(shown)
            readonly property real fan: track.fanOffset(shown, stackIndex, stackSize, width)
            readonly property bool upright: track.vertical(shown)
            width: track.band * 0.95
            height: width
            x: at.x - width / 2 + (upright ? 0 : fan)
            y: at.y - height / 2 - lift + (upright ? fan : 0)
            z: 10 + stackIndex
            Accessible.role: Accessible.Graphic
            Accessible.name: qsTr("%1: %2 points").arg(name).arg(score)

            property bool placed: false   // no slide into the first place
            Behavior on x { enabled: piece.placed; NumberAnimation { duration: Theme.hopMs } }
            Behavior on y { enabled: piece.placed; NumberAnimation { duration: Theme.hopMs / 2 } }

            Component.onCompleted: {
                shown = track.showGains && gained > 0 && !Theme.reducedMotion
                        ? track.spaceOf(Math.max(0, score - gained)) : position
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
                    if (piece.shown === piece.position || Theme.reducedMotion) {
                        piece.shown = piece.position
                        piece.lift = 0
                        stop()
                        return
                    }
                    piece.shown = (piece.shown + 1) % track.spaces
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
                width: lapText.implicitWidth + 8
                height: lapText.implicitHeight + 2
                radius: height / 2
                color: Theme.gold
                border.color: Theme.ink
                Text {
                    id: lapText
                    anchors.centerIn: parent
                    text: "+" + ((track.spaces - 1) * piece.lap)
                    font.family: Theme.titleFont
                    font.pixelSize: Math.max(11, piece.width * 0.26)
                    color: Theme.ink
                }
            }
        }
    }
}
