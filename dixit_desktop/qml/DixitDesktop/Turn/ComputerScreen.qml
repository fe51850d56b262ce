import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// A computer player's turn: its name and rabbit, what it is doing, for a short beat that
// anyone may skip. The TOLD step shows every clue just given (a computer's, or a person's
// once their private screen has gone) here too, in large type, until the table carries on.
// Nothing private: no hand is ever shown, so no handoff is needed.
FocusScope {
    id: screen
    objectName: Computer.told ? "toldScreen" : "computerScreen"
    Accessible.role: Accessible.Pane
    Accessible.name: Computer.told ? Computer.toldLine + " " + Computer.clue : Computer.doing

    // Continue waits a moment after a clue appears: the second Enter or tap of a double one
    // that gave the clue must not take it away before anyone has read it
    property bool readable: false
    Timer {
        interval: Theme.clueReadMs
        running: Computer.told
        onRunningChanged: if (running) screen.readable = false   // a new clue: wait again
        onTriggered: screen.readable = true
    }

    // a screen reader hears the clue the moment it is given
    Connections {
        target: Computer
        function onTurnChanged(): void {
            if (Computer.told)
                screen.Accessible.announce(Computer.toldLine + " " + Computer.clue)
        }
    }

    PlayerFrame {
        colour: Computer.colour
        bold: Computer.told
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: parent.width - Theme.handoffRoom
        spacing: Theme.gap

        Item {   // the rabbit thinks: a slow nod (still with reduced motion)
            Layout.alignment: Qt.AlignHCenter
            implicitWidth: Math.min(Theme.rabbitHandoff, screen.height * Theme.rabbitComputerShare)
            implicitHeight: implicitWidth
            Rabbit {
                width: parent.width
                colour: Computer.colour
                symbol: Computer.symbol
                name: Computer.name
                SequentialAnimation on rotation {
                    running: !Theme.reducedMotion && !Computer.told
                    loops: Animation.Infinite
                    NumberAnimation { to: -Theme.rockAngle; duration: Theme.rockMs; easing.type: Easing.InOutSine }
                    NumberAnimation { to: Theme.rockAngle; duration: 2 * Theme.rockMs; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 0; duration: Theme.rockMs; easing.type: Easing.InOutSine }
                }
            }
        }
        HeadingText {
            objectName: "computerDoing"
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: Computer.told ? Computer.toldLine : Computer.doing
            color: Computer.colour
            font.family: Theme.textFont
        }
        DisplayText {
            objectName: "computerClue"
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            visible: Computer.told
            text: Computer.clue
            color: Theme.paper
            wrapMode: Text.WordWrap
            // a long clue (a person may type a paragraph) gets smaller type, never cut short
            Layout.maximumHeight: screen.height * Theme.computerClueShare
            fontSizeMode: Text.Fit
            minimumPixelSize: Theme.fontBody
        }
        Item { Layout.preferredHeight: Theme.gap }
        BigButton {
            objectName: Computer.told ? "carryOnButton" : "skipBeatButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Math.min(screen.width - Theme.handoffRoom, Theme.holdButtonWidth)
            tone: Computer.told ? "gold" : "ghost"
            text: Computer.told ? qsTr("Continue") : qsTr("Skip")
            Accessible.name: Computer.told ? qsTr("Continue: everyone has read the clue")
                                           : qsTr("Skip the wait")
            enabled: !Computer.told || screen.readable
            focus: true
            onActivated: Computer.told ? Computer.carryOn() : Computer.skip()
        }
    }
}
